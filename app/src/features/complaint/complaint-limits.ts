import { COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGES, UPLOAD_MAX_BYTES } from '../../api/contract-limits';
import { clampLength } from '../../shared/format/input';
import type { Validation } from '../../shared/format/validators';

/**
 * The upload limit of complaint images: the contract's (docs/constants.md "Complaint and
 * upload limits"), which the mock server refuses larger files with. The page checks what it sends
 * against the same number (shared/device/photo-copy.ts).
 */
export const COMPLAINT_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The limit in whole megabytes, for messages. */
export const COMPLAINT_IMAGE_MAX_MB = COMPLAINT_IMAGE_MAX_BYTES / (1024 * 1024);

/** Complaint text as typed: extra characters past 200 are ignored. */
export function complaintTextInput(raw: string): string {
  return clampLength(raw, COMPLAINT_MAX_CHARS);
}

/** Complaint text must not be empty (blank counts as empty). */
export function validateComplaintText(text: string): Validation {
  return text.trim() === '' ? 'complaint.textEmpty' : null;
}

/** One more complaint image is allowed while fewer than 9 are attached. */
export function canAddComplaintImage(count: number): boolean {
  return count < COMPLAINT_MAX_IMAGES;
}
