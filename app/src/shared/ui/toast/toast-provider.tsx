import type { ReactNode } from 'react';
import { useFeedback } from '../use-feedback';
import { Toast } from './toast';
import styles from './toast.module.css';

interface Props {
  children?: ReactNode;
}

/**
 * The toasts' region, found by what sets it apart (the only live region that announces its
 * additions one by one): for tests and the spoken-phrase baselines, which leave out what comes and
 * goes with the clock (docs/listening.md "What the baselines leave out"). No app code imports it,
 * so it adds nothing to the bundle.
 */
export const TOAST_REGION_SELECTOR = '[role="status"][aria-atomic="false"]';

/**
 * Shows the toasts of the feedback store (API clients and `useToast` put them there); each
 * hides itself after its duration. The region is always present so screen readers hear new
 * messages.
 */
export function ToastProvider({ children }: Props) {
  const { toasts } = useFeedback();
  return (
    <>
      {children}
      <div className={styles.viewport} role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <Toast key={toast.id} message={toast.message} />
        ))}
      </div>
    </>
  );
}
