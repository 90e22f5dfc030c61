/**
 * The upload limit of complaint images. The specification gives none; the contract does
 * (`contract::complaint::COMPLAINT_IMAGE_MAX_BYTES`, 5 MiB, quoted as "at most 5 MB" in the
 * upload's description in contract/openapi.json) and the mock server refuses larger files with
 * it. The device refuses them before uploading with the same number:
 * `complaint-limits.test.ts` reads both the contract's constant and the document, so the two
 * sides cannot drift apart silently.
 */
export const COMPLAINT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The limit in whole megabytes, for messages. */
export const COMPLAINT_IMAGE_MAX_MB = COMPLAINT_IMAGE_MAX_BYTES / (1024 * 1024);

/** Whether the device may send `file` (size only; the server checks the bytes themselves). */
export function fitsUploadLimit(file: Pick<File, 'size'>): boolean {
  return file.size <= COMPLAINT_IMAGE_MAX_BYTES;
}
