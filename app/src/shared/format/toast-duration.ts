import { TOAST_DEFAULT_MS, TOAST_MIN_CUSTOM_MS } from '../config/constants';

/** How long a toast stays: the given duration when above 300 ms, otherwise 3 s. */
export function toastDuration(given?: number): number {
  return given !== undefined && Number.isFinite(given) && given > TOAST_MIN_CUSTOM_MS ? given : TOAST_DEFAULT_MS;
}
