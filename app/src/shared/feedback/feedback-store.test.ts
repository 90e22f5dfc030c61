import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFeedbackState, resetFeedback, showLoading, showToast, subscribeFeedback } from './feedback-store';

describe('feedback store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFeedback();
  });
  afterEach(() => vi.useRealTimers());

  it('a toast hides itself after 3 s by default', () => {
    showToast('hola');
    expect(getFeedbackState().toasts.map((t) => t.message)).toEqual(['hola']);
    vi.advanceTimersByTime(2999);
    expect(getFeedbackState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('a toast keeps a given duration above 300 ms', () => {
    showToast('largo', 5000);
    vi.advanceTimersByTime(4999);
    expect(getFeedbackState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getFeedbackState().toasts).toHaveLength(0);
    showToast('corto', 200);
    expect(getFeedbackState().toasts[0]?.durationMs).toBe(3000);
  });
  it('loading texts stack and each call removes its own', () => {
    const listener = vi.fn();
    const stop = subscribeFeedback(listener);
    const hideA = showLoading('A');
    const hideB = showLoading('B');
    expect(getFeedbackState().loading).toEqual(['A', 'B']);
    hideA();
    hideA();
    expect(getFeedbackState().loading).toEqual(['B']);
    hideB();
    expect(getFeedbackState().loading).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });
});
