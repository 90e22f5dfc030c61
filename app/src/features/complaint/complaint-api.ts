/**
 * The /user-problem calls of the complaint screens (docs/api.md "Server paths"), typed from the contract.
 * Loads throw on a failed envelope (the client has toasted its message) or a transport failure,
 * so the screen shows its error state with retry (docs/decisions.md "Complaints").
 */
import type { components } from '../../api/schema';
import { UPLOAD_FILE_FIELD } from '../../api/contract-limits';
import { apiPost } from '../../shared/api/form-client';
import { apiUpload, type UploadProgress } from '../../shared/api/upload-client';
import { withIntent } from '../../shared/keep/kept';

export type ProblemInit = components['schemas']['ProblemInit'];
export type ComplaintOrder = components['schemas']['ComplaintOrder'];
export type ProblemType = components['schemas']['ProblemType'];
export type ComplaintList = components['schemas']['ComplaintList'];
export type ComplaintItem = components['schemas']['ComplaintItem'];
export type ComplaintDetail = components['schemas']['ComplaintDetail'];

/** The question type of collection complaints: the only one with sub-types (docs/screens.md "Complaint entry"). */
export const COLLECTION_TYPE = 1;

/** The intents of the writes (shared/keep/kept.ts): an image, a complaint, a score. */
const UPLOAD_INTENT = 'upload-problem-img';
const SAVE_INTENT = 'problem-save';
const SCORE_INTENT = 'complaint-score';

/** A positive integer of a query value, or undefined. */
export function positiveInt(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value > 0 ? value : undefined;
}

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

export interface UploadImageOptions {
  /** The file the borrower picked: the intent (see below), whatever copy of it is sent. */
  picked: File;
  onProgress?: (progress: UploadProgress) => void;
  /** The borrower's cancel. */
  signal?: AbortSignal;
}

/**
 * Uploads one image (multipart field problemImage): `file`, the copy the page made of the picked
 * file, or the picked file itself. A refusal gives the server's message for the screen to show
 * (docs/api.md "Failures"); a transport failure rejects. The intent is the picked file (name,
 * size, type, date): the same file picked again after a lost answer is sent with the same
 * Idempotency-Key and gets the same URL.
 */
export async function uploadProblemImage(file: File, { picked, onProgress, signal }: UploadImageOptions): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file, file.name || 'image');
  const intent = { name: picked.name, size: picked.size, type: picked.type, lastModified: picked.lastModified };
  const body = await withIntent(UPLOAD_INTENT, intent, (headers) =>
    apiUpload('/throughout/user-problem/upload-problem-img', form, { toastOnError: false, headers, onProgress, signal }),
  );
  if (body.code === 0 && body.data?.url) return { ok: true, url: body.data.url };
  return { ok: false, message: body.message };
}

export interface ComplaintDraft {
  problemType: number;
  problemSonType: number;
  problemDetail: string;
  /** Uploaded image URLs; sent joined with commas, or empty (docs/screens.md "Complaint form"). */
  images: readonly string[];
  orderNo: string;
}

/**
 * problem-save; true when the server says success (its message is toasted otherwise). Every
 * try of one complaint carries the same Idempotency-Key, forgotten once the server answered.
 */
export async function saveComplaint(draft: ComplaintDraft, loadingText: string): Promise<boolean> {
  const form = {
    problemType: draft.problemType,
    problemSonType: draft.problemSonType,
    problemDetail: draft.problemDetail,
    problemImage: draft.images.join(','),
    orderNo: draft.orderNo,
  };
  const body = await withIntent(SAVE_INTENT, form, (headers) =>
    apiPost('/throughout/user-problem/problem-save', form, { loadingText, headers }),
  );
  return body.success === true;
}

/** The complaint score goes to google-score, the contract's one rating call (README.md). */
export async function sendComplaintScore(score: number): Promise<boolean> {
  const body = await withIntent(SCORE_INTENT, score, (headers) =>
    apiPost('/throughout/v3/loan-details/google-score', { score }, { headers }),
  );
  return body.success === true;
}
