import { describe, expect, it } from 'vitest';
import openapi from '../../../../contract/openapi.json';
import { commonMessages } from '../../shared/i18n/common-messages';
import { messagesOf } from '../../shared/i18n/messages';
import { canAddComplaintImage, COMPLAINT_IMAGE_MAX_MB, complaintTextInput, validateComplaintText } from './complaint-limits';

describe("the device-side upload limit is the server's", () => {
  it('is the limit the upload form of contract/openapi.json states', () => {
    const schema = (openapi.components.schemas as Record<string, { properties?: Record<string, { description?: string }> }>)
      .UploadImageForm;
    expect(schema?.properties?.problemImage?.description).toContain(`at most ${COMPLAINT_IMAGE_MAX_MB} MB`);
  });
});

describe('complaint rules', () => {
  it('text must not be empty, with the spec message', () => {
    expect(validateComplaintText('')).toBe('complaint.textEmpty');
    expect(validateComplaintText('   ')).toBe('complaint.textEmpty');
    expect(validateComplaintText('hola')).toBeNull();
    expect(messagesOf(commonMessages, 'es')('complaint.textEmpty')).toBe('Por favor, rellene sus comentarios y sugerencias');
  });
  it('text is cut at 200 characters (extra typing ignored)', () => {
    expect(complaintTextInput('a'.repeat(200))).toHaveLength(200);
    expect(complaintTextInput('a'.repeat(201))).toHaveLength(200);
  });
  it('images: at most 9', () => {
    expect(canAddComplaintImage(8)).toBe(true);
    expect(canAddComplaintImage(9)).toBe(false);
  });
});
