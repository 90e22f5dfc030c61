import { describe, expect, it } from 'vitest';
import openapi from '../../../../contract/openapi.json';
import { COMPLAINT_IMAGE_MAX_BYTES, COMPLAINT_IMAGE_MAX_MB, fitsUploadLimit } from './complaint-limits';

describe('the device-side upload limit is the server\'s', () => {
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
