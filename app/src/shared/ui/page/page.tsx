import { useEffect, type ReactNode } from 'react';
import styles from './page.module.css';

interface Props {
  /** The page heading, also the document title. */
  title: string;
  /** The screen renders its own h1 (e.g. a centred status); no header here. */
  ownHeading?: boolean;
  children?: ReactNode;
}

/**
 * The frame of every screen: a main landmark with the heading, which takes the focus after a
 * move to the screen (docs/decisions.md "Moves between screens"); a screen with its own heading
 * gives it `tabIndex={-1}` too.
 */
export function Page({ title, ownHeading = false, children }: Props) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className={styles.page}>
      {!ownHeading && (
        <header className={styles.header}>
          <h1 className={styles.title} tabIndex={-1}>
            {title}
          </h1>
        </header>
      )}
      <div className={ownHeading ? `${styles.content} ${styles.spaced}` : styles.content}>{children}</div>
    </main>
  );
}
