import { COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGES, UPLOAD_MAX_BYTES } from '../../api/contract-limits';
import { clampLength } from '../../shared/format/input';
import type { Validation } from '../../shared/format/validators';

/**
 * The upload limit of complaint images: the contract's (docs/constants.md "Complaint and
 * upload limits"), which the mock server refuses larger files with. The device refuses them
 * before uploading with the same number.
 */
export const COMPLAINT_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;

/** The limit in whole megabytes, for messages. */
export const COMPLAINT_IMAGE_MAX_MB = COMPLAINT_IMAGE_MAX_BYTES / (1024 * 1024);

/** Whether the device may send `file` (size only; the server checks the bytes themselves). */
export function fitsUploadLimit(file: Pick<File, 'size'>): boolean {
  return file.size <= COMPLAINT_IMAGE_MAX_BYTES;
}

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
