import { useEffect, useId, useRef, useState } from 'react';
import { formatCalendarDate } from '../../shared/format/calendar-date';
import { safeHttpUrl } from '../../shared/format/url';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useMoney } from '../../shared/i18n/use-money';
import { useHistoryModal } from '../../shared/navigation/use-history-modal';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Modal } from '../../shared/ui/modal/modal';
import { Page } from '../../shared/ui/page/page';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { TitleValueList } from '../../shared/ui/title-value-list/title-value-list';
import { loanConfirmMessages } from './loan-confirm-messages';
import styles from './loan-confirm-screen.module.css';
import { useLoanConfirm, type LoanConfirm } from './use-loan-confirm';
import { screenState } from '../../shared/server-state/screen-state';
import { useLoanSubmit } from './use-loan-submit';
import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

const MODALS = ['waiting'] as const;

/**
 * Loan confirm (/loan-confirm): the offer of the launch productId, the agreement checkbox, the
 * waiting modal while the server asks for it, and the submit that replaces this page by the
 * loan details. Decisions: README.md beside this file.
 */
export default function LoanConfirmScreen() {
  const t = useMessages(commonMessages);
  const m = useMessages(loanConfirmMessages);
  const state = screenState(useLoanConfirm());
  const data = state.status === 'success' ? state.data : null;
  const modal = useHistoryModal(MODALS);

  // The waiting modal follows isNeedPop: opened once per answer that asks for it (the back
  // gesture may close it; the next answer that asks opens it again), closed by one that does not.
  const shownFor = useRef<LoanConfirm | null>(null);
  const { open, show, close } = modal;
  useEffect(() => {
    if (!data) return;
    if (data.isNeedPop === 1) {
      if (shownFor.current !== data && open !== 'waiting') show('waiting');
      shownFor.current = data;
    } else if (open === 'waiting') close();
  }, [data, open, show, close]);

  let content;
  if (state.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else if (!state.data) content = <EmptyState />;
  else content = <Offer offer={state.data} />;

  return (
    <Page title={m('title')}>
      {content}
      <Modal open={modal.open === 'waiting'} title={m('waitingTitle')} onClose={modal.close}>
        <div className={styles.spinner} aria-hidden="true" />
        <p role="status">{m('waitingText')}</p>
      </Modal>
    </Page>
  );
}

function Offer({ offer }: { offer: LoanConfirm }) {
  const money = useMoney();
  const m = useMessages(loanConfirmMessages);
  const { phase, submit } = useLoanSubmit({ loading: m('submitting'), failed: m('submitFailed'), badRedirect: m('badRedirect') });
  const [agreed, setAgreed] = useState(true);
  const [mustAgree, setMustAgree] = useState(false);
  const checkboxId = useId();
  const prefixId = useId();
  const linkId = useId();
  const logo = safeHttpUrl(offer.comProductLogo);
  const contract = safeHttpUrl(offer.isNewContract);
  const coupon = offer.couNum ?? 0;

  const onSubmit = () => {
    if (contract && !agreed) {
      setMustAgree(true);
      return;
    }
    void submit(offer);
  };

  return (
    <>
      <section className={styles.product}>
        {logo && <RemoteImage className={styles.logo} src={logo} alt={m('logoAlt', { name: offer.comProductName })} />}
        <span className={styles.productName}>{offer.comProductName}</span>
      </section>

      <section className={styles.hero}>
        <p className={styles.heroLabel}>{m('amountLabel')}</p>
        <p className={styles.amount}>
          <UnitText text={money(offer.amount)} />
        </p>
        {offer.amountDec && (
          <p className={styles.heroNote}>
            <UnitText text={offer.amountDec} />
          </p>
        )}
      </section>

      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt>{m('term')}</dt>
          <dd>{m('termDays', { days: offer.periods })}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{m('rate')}</dt>
          <dd>
            <span>
              <UnitText text={offer.loanRate} />
            </span>
            {offer.ratemsg && (
              <span className={styles.rateNote}>
                <UnitText text={offer.ratemsg} />
              </span>
            )}
          </dd>
        </div>
        {coupon !== 0 && (
          <div className={styles.summaryRow}>
            <dt>{m('coupon')}</dt>
            <dd>
              <UnitText text={money(coupon)} />
            </dd>
          </div>
        )}
      </dl>

      {offer.details.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{m('details')}</h2>
          <TitleValueList rows={offer.details.map((row) => ({ title: row.text, value: row.value }))} />
        </section>
      )}

      {offer.repay_plans.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{m('plan')}</h2>
          <ol className={styles.plan}>
            {offer.repay_plans.map((item, index) => (
              <li key={`${index}-${item.title}`} className={styles.planItem}>
                <span className={styles.planTitle}>{item.title}</span>
                <span className={styles.planAmount}>
                  <UnitText text={money(item.amount)} />
                </span>
                {item.description && (
                  <span className={styles.planNote}>
                    <UnitText text={item.description} />
                  </span>
                )}
                <span className={styles.planNote}>
                  <UnitText text={m('planDue', { date: formatCalendarDate(item.pay_time) })} />
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {contract && (
        <div className={styles.agreement}>
          <input
            id={checkboxId}
            type="checkbox"
            className={styles.checkbox}
            checked={agreed}
            aria-labelledby={`${prefixId} ${linkId}`}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setMustAgree(false);
            }}
          />
          <label id={prefixId} htmlFor={checkboxId}>
            {m('agreementPrefix')}
          </label>{' '}
          <a id={linkId} className={styles.link} href={contract}>
            {m('agreementLink')}
          </a>
        </div>
      )}
      {mustAgree && (
        <p className={styles.alert} role="alert">
          {m('mustAgree')}
        </p>
      )}

      <div className={styles.submit}>
        <PrimaryButton looksDisabled={(contract !== null && !agreed) || (phase !== 'idle' && phase !== 'lost')} onClick={onSubmit}>
          {phase === 'sending' ? m('submitting') : phase === 'lost' ? m('tryAgain') : m('submit')}
        </PrimaryButton>
      </div>
      {phase === 'lost' && (
        <p className={styles.alert} role="alert">
          {m('answerLost')}
        </p>
      )}
      {phase === 'bad-redirect' && (
        <p className={styles.alert} role="alert">
          {m('badRedirect')}
        </p>
      )}
    </>
  );
}
