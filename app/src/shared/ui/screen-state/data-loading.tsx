import { useEffect, useState } from 'react';
import { LoadingIndicator } from '../loading/loading-indicator';
import styles from './screen-state.module.css';

/**
 * A load taking longer than this says so (docs/decisions.md "Network failures"). Here, not in
 * config/constants.ts, which both entries load at start: the promotion page has no byte to spare.
 */
export const SLOW_AFTER_MS = 5_000;

interface Props {
  /** What is loading (the spinner's text). */
  text: string;
  /** Said under it once the load has taken longer than `SLOW_AFTER_MS`. */
  slowText: string;
}

/**
 * A data screen's loading state: the spinner, and once the call has taken longer than
 * `SLOW_AFTER_MS` a line saying the connection is slow and it is still trying: slow is not
 * broken (docs/decisions.md "Network failures"). Apart from the loading indicator, which both
 * entries load at start: the promotion page has no byte to spare.
 */
export function DataLoading({ text, slowText }: Props) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <LoadingIndicator text={text} />
      {slow && (
        <p className={styles.slow} role="status">
          {slowText}
        </p>
      )}
    </>
  );
}
