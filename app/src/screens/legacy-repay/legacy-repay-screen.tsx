import { useId } from 'react';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMoney } from '../../shared/i18n/use-money';
import { LoadingIndicator } from '../../shared/ui/loading/loading-indicator';
import { Page } from '../../shared/ui/page/page';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { lastFourDigits, maskCardNumber } from '../../features/legacy-payment/card-number';
import styles from './legacy-repay-screen.module.css';
import { useLegacyRepay } from './use-legacy-repay';
import { legacyText } from '../../features/legacy-payment/legacy-text';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

/**
 * Legacy repayment, step 1: the amount, the borrower's bank cards (one chosen by a tap or the
 * keyboard; none at first), the commit and, when repayment-way offers it, the online payment.
 */
export default function LegacyRepayScreen() {
  const t = useMessages(commonMessages);
  const money = useMoney();
  const text = useMessages(legacyText);
  const state = useLegacyRepay();
  const legendId = useId();
  const { payment, ways, outcome, loaded } = state;

  let content;
  if (!payment) content = <EmptyState message={text('missingPayment')} />;
  else if (ways.status === 'loading') content = <LoadingIndicator text={text('loadingCards')} />;
  else if (!outcome?.ok) {
    // A refused or failed card list: 查询卡列表失败 (or 'error' when the network failed), retry.
    content = (
      <div className={styles.failure} role="alert">
        <p className={styles.failureText}>{outcome?.message ?? t('legacy.cardsFailed')}</p>
        <PrimaryButton variant="secondary" onClick={ways.reload}>
          {t('common.retry')}
        </PrimaryButton>
      </div>
    );
  } else if (loaded) {
    content = (
      <>
        <p className={styles.amount}>
          <span className={styles.amountLabel}>{text('amountLabel')}</span>
          <span className={styles.amountValue}>
            <UnitText text={money(payment.amount)} />
          </span>
        </p>
        <fieldset className={styles.cards} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {text('cardsLegend')}
          </legend>
          {loaded.cards.length === 0 && <p className={styles.noCards}>{text('noCards')}</p>}
          {loaded.cards.map((card, index) => (
            <label key={`${index}-${card.id}`} className={styles.card}>
              <input
                type="radio"
                name="legacy-card"
                className={styles.radio}
                checked={state.chosen === index}
                onChange={() => state.setChosen(index)}
              />
              <span className={styles.cardText}>
                <span className={styles.bank}>{card.bankName}</span>
                <span className={styles.number} aria-hidden="true">
                  {maskCardNumber(card.cardNo)}
                </span>
                <span className="visually-hidden">{text('cardEnding', { last4: lastFourDigits(card.cardNo) })}</span>
                <span className={styles.code}>
                  <UnitText text={text('bankCode', { code: card.bankCode })} />
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <PrimaryButton onClick={() => void state.commit()} looksDisabled={state.busy} aria-busy={state.busy}>
          {text('commit')}
        </PrimaryButton>
        {loaded.online && payment.userId > 0 && (
          <section className={styles.online} aria-labelledby={`${legendId}-online`}>
            <h2 id={`${legendId}-online`} className={styles.onlineTitle}>
              {text('onlineTitle')}
            </h2>
            <p className={styles.onlineHint}>{text('onlineHint')}</p>
            <PrimaryButton variant="secondary" onClick={() => void state.payOnline()} looksDisabled={state.busy}>
              {text('onlinePay')}
            </PrimaryButton>
          </section>
        )}
      </>
    );
  }
  return <Page title={text('cardsTitle')}>{content}</Page>;
}
