import { UPLOAD_MAX_BYTES } from '../../api/contract-constants';

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
