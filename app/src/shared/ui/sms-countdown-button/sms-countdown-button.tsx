import { useState } from 'react';
import { SMS_COUNTDOWN_SECONDS } from '../../config/constants';
import styles from './sms-countdown-button.module.css';
import { useCountdown } from './use-countdown';

interface Props {
  /** Sends the code; resolve true when it was sent, which starts the 60 s countdown. */
  onSend: () => boolean | Promise<boolean>;
  /** A tap during the countdown (the screen says 'do not resend'). */
  onBlocked?: () => void;
  /** Label when idle (the page's own words: the kit brings no catalogue into the promotion entry). */
  label: string;
  /** Label while counting, given the seconds left. */
  countingLabel: (seconds: number) => string;
  seconds?: number;
}

/** The SMS code button: after a successful send it counts down 60 s, one tick a second. */
export function SmsCountdownButton({ onSend, onBlocked, label, countingLabel, seconds = SMS_COUNTDOWN_SECONDS }: Props) {
  const { remaining, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);
  const counting = remaining > 0;
  const onClick = async () => {
    if (counting) {
      onBlocked?.();
      return;
    }
    if (sending) return;
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };
  const text = counting ? countingLabel(remaining) : label;
  return (
    <button
      type="button"
      className={counting ? `${styles.button} ${styles.counting}` : styles.button}
      aria-disabled={counting || sending ? true : undefined}
      onClick={() => void onClick()}
    >
      {text}
    </button>
  );
}
