import { showToast } from '../../feedback/feedback-store';

/** Shows a toast: 3 s by default, or `durationMs` when above 300 ms. */
export function useToast(): (message: string, durationMs?: number) => void {
  return showToast;
}
