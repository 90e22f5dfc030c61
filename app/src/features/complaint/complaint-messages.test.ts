import { describe, expect, it } from 'vitest';
import { commonMessages } from '../../shared/i18n/common-messages';
import { messagesOf } from '../../shared/i18n/messages';
import { complaintMessages } from './complaint-messages';

describe('complaint catalogue', () => {
  it('has the same keys in both languages and no empty message', () => {
    expect(Object.keys(complaintMessages.en).sort()).toEqual(Object.keys(complaintMessages.es).sort());
    for (const text of [...Object.values(complaintMessages.es), ...Object.values(complaintMessages.en)]) {
      expect(text.trim()).not.toBe('');
    }
  });
  it('keeps the English-only collection message of docs/screens.md "Complaint entry" as written in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      expect(messagesOf(complaintMessages, language)('collectionBlocked')).toBe(
        'The selected order does not support sending collection types',
      );
    }
  });
  it("uses the spec's Spanish messages exactly (shared catalogue)", () => {
    expect(messagesOf(commonMessages, 'es')('complaint.textEmpty')).toBe('Por favor, rellene sus comentarios y sugerencias');
    expect(messagesOf(commonMessages, 'es')('complaint.uploadSuccess')).toBe('¡La carga se realizó correctamente!');
    expect(messagesOf(commonMessages, 'es')('rating.required')).toBe('Seleccione una calificación');
  });
});
