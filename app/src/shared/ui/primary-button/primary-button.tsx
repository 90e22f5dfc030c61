import type { ButtonHTMLAttributes } from 'react';
import styles from './primary-button.module.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Looks disabled (and says so to screen readers) but still receives taps, so the screen
   * can explain why nothing happens. Use `disabled` to block taps entirely. */
  looksDisabled?: boolean;
  variant?: 'primary' | 'secondary';
}

/** The full-width main action of a screen. */
export function PrimaryButton({ looksDisabled = false, variant = 'primary', type = 'button', ...rest }: Props) {
  const className = variant === 'secondary' ? `${styles.button} ${styles.secondary}` : styles.button;
  return <button type={type} className={className} aria-disabled={looksDisabled || rest.disabled ? true : undefined} {...rest} />;
}
