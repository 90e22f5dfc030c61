import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { Icon } from '../icon/icon';
import styles from './modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the dialog's controls only. */
function keepFocusInside(dialog: HTMLElement | null, event: KeyboardEvent): void {
  if (!dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

interface Props {
  open: boolean;
  title: string;
  /** Called by the close button, Escape and a tap on the backdrop; none: the modal stays. */
  onClose?: () => void;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
}

/** A centred dialog over a dimmed page; it takes the focus while open. */
export function Modal({ open, title, onClose, children, actions }: Props) {
  const t = useMessages(commonMessages);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Before the browser paints the dialog, not after: a dialog opened by an answer (not a tap)
  // would otherwise show for a moment on a busy phone without the focus and without Escape.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose?.();
      if (event.key === 'Tab') keepFocusInside(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    // The backdrop is presentation: a tap outside the dialog closes it, and Escape (the keydown
    // listener above) is the keyboard's way to do the same.
    <div
      className={styles.backdrop}
      role="presentation"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose && (
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
            <Icon name="cross" size={24} />
          </button>
        )}
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
