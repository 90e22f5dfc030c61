import type { ReactNode } from 'react';
import { useFeedback } from '../use-feedback';
import { Toast } from './toast';
import styles from './toast.module.css';

interface Props {
  children?: ReactNode;
}

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
