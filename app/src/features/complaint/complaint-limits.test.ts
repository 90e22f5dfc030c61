import { describe, expect, it } from 'vitest';
import openapi from '../../../../contract/openapi.json';
// The contract's own source: the constant the mock server refuses uploads with.
import contractSource from '../../../../contract/src/complaint.rs?raw';
import { COMPLAINT_IMAGE_MAX_BYTES, COMPLAINT_IMAGE_MAX_MB, fitsUploadLimit } from './complaint-limits';


/** Evaluates `a * b * c` of a Rust constant. */
function rustConstant(name: string): number {
  const match = new RegExp(`pub const ${name}: usize = ([\\d_ *]+);`).exec(contractSource);
  if (!match?.[1]) throw new Error(`${name} not found in contract/src/complaint.rs`);
  return match[1].split('*').reduce((product, part) => product * Number(part.trim().replace(/_/g, '')), 1);
}

describe('the device-side upload limit is the server\'s', () => {
  it('equals contract::complaint::COMPLAINT_IMAGE_MAX_BYTES (the mock server refuses with it)', () => {
    expect(COMPLAINT_IMAGE_MAX_BYTES).toBe(rustConstant('COMPLAINT_IMAGE_MAX_BYTES'));
  });
  it('is the limit the upload form of contract/openapi.json states', () => {
    const schema = (openapi.components.schemas as Record<string, { properties?: Record<string, { description?: string }> }>)
      .UploadImageForm;
    expect(schema?.properties?.problemImage?.description).toContain(`at most ${COMPLAINT_IMAGE_MAX_MB} MB`);
  });
  it('lets the limit through and refuses one byte more', () => {
    expect(fitsUploadLimit({ size: COMPLAINT_IMAGE_MAX_BYTES })).toBe(true);
    expect(fitsUploadLimit({ size: COMPLAINT_IMAGE_MAX_BYTES + 1 })).toBe(false);
  });
});
