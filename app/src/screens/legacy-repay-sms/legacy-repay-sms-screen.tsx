import { useId, type FormEvent } from 'react';
import { Page } from '../../shared/ui/page/page';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { maskCardNumber } from '../../features/legacy-payment/card-number';
import styles from './legacy-repay-sms-screen.module.css';
import { useLegacySms } from './use-legacy-sms';
import { legacyText } from '../../features/legacy-payment/legacy-text';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

/** Legacy repayment, step 2: the SMS code of the committed payment, its resend and cancel. */
export default function LegacyRepaySmsScreen() {
  const text = useMessages(legacyText);
  const sms = useLegacySms();
  const inputId = useId();
  const { flow, remaining } = sms;

  if (!flow) {
    return (
      <Page title={text('smsTitle')}>
        <EmptyState message={text('noPending')} />
        <PrimaryButton variant="secondary" onClick={sms.cancel}>
          {text('backToCards')}
        </PrimaryButton>
      </Page>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sms.confirm();
  };
  const counting = remaining > 0;
  return (
    <Page title={text('smsTitle')}>
      <p className={styles.sent}>
        <UnitText text={text('smsSent', { card: `${flow.card.bankName} ${maskCardNumber(flow.card.cardNo)}` })} />
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {text('smsLabel')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={text('smsPlaceholder')}
            value={sms.code}
            onChange={(event) => sms.setCode(event.target.value)}
          />
          <button
            type="button"
            className={counting ? `${styles.resend} ${styles.counting}` : styles.resend}
            aria-disabled={counting || sms.busy ? true : undefined}
            data-ticking={counting ? true : undefined}
            onClick={() => void sms.resend()}
          >
            {counting ? text('resendIn', { seconds: remaining }) : text('resend')}
          </button>
        </div>
        <PrimaryButton type="submit" looksDisabled={sms.busy} aria-busy={sms.busy}>
          {text('confirm')}
        </PrimaryButton>
        <PrimaryButton variant="secondary" onClick={sms.cancel}>
          {text('cancel')}
        </PrimaryButton>
      </form>
    </Page>
  );
}
