import { useSyncExternalStore } from 'react';
import { getFeedbackState, subscribeFeedback, type FeedbackState } from '../feedback/feedback-store';

/** The global loading and toast state, kept in sync with the feedback store. */
export function useFeedback(): FeedbackState {
  return useSyncExternalStore(subscribeFeedback, getFeedbackState, getFeedbackState);
}
