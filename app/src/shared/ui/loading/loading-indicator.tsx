import { useEffect, useState } from 'react';
import { SLOW_AFTER_MS } from '../../config/constants';
import styles from './loading-indicator.module.css';

interface Props {
  /** What is loading; read by screen readers and shown under the spinner. */
  text: string;
  /** Cover the whole page (the global indicator) instead of sitting in the flow. */
  overlay?: boolean;
  /**
   * Said under the text once the load has taken longer than `SLOW_AFTER_MS`: slow is not
   * broken, the call is still trying (docs/decisions.md "Network failures").
   */
  slowText?: string;
}

/** A spinner with its text; a data screen's says so when the call is slow. */
export function LoadingIndicator({ text, overlay = false, slowText }: Props) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!slowText) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [slowText]);
  const content = (
    <>
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
      {slow && slowText && <p className={styles.slow}>{slowText}</p>}
    </>
  );
  if (!overlay) {
    return (
      <div className={styles.inline} role="status" aria-live="polite">
        {content}
      </div>
    );
  }
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.box}>{content}</div>
    </div>
  );
}
