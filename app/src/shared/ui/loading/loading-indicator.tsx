import styles from './loading-indicator.module.css';

interface Props {
  /** What is loading; read by screen readers and shown under the spinner. */
  text: string;
  /** Cover the whole page (the global indicator) instead of sitting in the flow. */
  overlay?: boolean;
}

/** A spinner with its text. */
export function LoadingIndicator({ text, overlay = false }: Props) {
  const content = (
    <>
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
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
