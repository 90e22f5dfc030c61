/**
 * The global loading indicator and toasts, as a tiny store with no React in it, so the API
 * clients (plain functions) can drive what the UI kit's providers show.
 */
import { toastDuration } from '../format/toast-duration';

export interface ToastItem {
  id: number;
  message: string;
  durationMs: number;
}

export interface FeedbackState {
  /** Texts of the calls that asked for the loading indicator, in order; shown: the last. */
  loading: readonly string[];
  toasts: readonly ToastItem[];
}

type Listener = () => void;

let state: FeedbackState = { loading: [], toasts: [] };
let nextId = 1;
const listeners = new Set<Listener>();

function update(next: FeedbackState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getFeedbackState(): FeedbackState {
  return state;
}

export function subscribeFeedback(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the loading indicator with `text`; call the returned function to take it away. */
export function showLoading(text: string): () => void {
  const entry = text;
  update({ ...state, loading: [...state.loading, entry] });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const index = state.loading.lastIndexOf(entry);
    if (index === -1) return;
    update({ ...state, loading: state.loading.filter((_, i) => i !== index) });
  };
}

/** Shows a toast for 3 s, or for `durationMs` when above 300 ms. Returns its id. */
export function showToast(message: string, durationMs?: number): number {
  const id = nextId++;
  const item: ToastItem = { id, message, durationMs: toastDuration(durationMs) };
  update({ ...state, toasts: [...state.toasts, item] });
  setTimeout(() => dismissToast(id), item.durationMs);
  return id;
}

export function dismissToast(id: number): void {
  if (!state.toasts.some((toast) => toast.id === id)) return;
  update({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) });
}

/** Clears everything (tests, Storybook). */
export function resetFeedback(): void {
  update({ loading: [], toasts: [] });
}
