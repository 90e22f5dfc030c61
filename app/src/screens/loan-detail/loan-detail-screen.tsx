import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pathTo, type PathKey } from '../../shared/navigation/paths';
import { openPage } from '../../shared/bridge/bridge';
import { MAX_EXTENSION_DAYS } from '../../shared/config/constants';
import { safeHttpUrl } from '../../shared/format/url';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useHistoryModal } from '../../shared/navigation/use-history-modal';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Modal } from '../../shared/ui/modal/modal';
import { Page } from '../../shared/ui/page/page';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { TitleValueList } from '../../shared/ui/title-value-list/title-value-list';
import { loanDetailMessages } from './loan-detail-messages';
import styles from './loan-detail-screen.module.css';
import { orderActions, showsDetail, statusIcon } from './order-actions';
import { RatingModal } from './rating-modal';
import { StatusIcon } from './status-icon';
import { useLoanDetails, type LoanDetails } from '../../features/loan-order/get-loan-details';
import { launchQuery } from '../../features/loan-order/launch-query';
import { screenState } from '../../shared/server-state/screen-state';
import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

const MODALS = ['rating', 'thanks', 'reminder'] as const;

/**
 * Loan details (/loan-detail and /order-detail): the order's status banner, product, detail
 * list and the buttons its status allows; the rating, thank-you and extension reminder modals.
 * Decisions (the button area, the modals in history): README.md beside this file.
 */
export default function LoanDetailScreen() {
  const t = useMessages(commonMessages);
  const m = useMessages(loanDetailMessages);
  const state = screenState(useLoanDetails());
  const navigate = useNavigate();
  const modal = useHistoryModal(MODALS);
  const data = state.status === 'success' ? state.data : null;

  // The rating is offered once per visit of the screen, by the first answer with isScore 1 (a
  // later check of the order may bring it: the loan was just repaid); dismissing it is final.
  const offered = useRef(false);
  const { open, show } = modal;
  useEffect(() => {
    if (offered.current || data?.isScore !== 1) return;
    offered.current = true;
    if (open === null) show('rating');
  }, [data, open, show]);

  /** Goes to another screen with the launch query; from a modal, its history entry is replaced. */
  const go = (key: PathKey, fromModal = false) => {
    void navigate(pathTo(key, launchQuery()), { replace: fromModal });
  };

  let content;
  if (state.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else if (!state.data) content = <EmptyState />;
  else
    content = (
      <Order order={state.data} onRepay={() => go('repay')} onExtend={() => show('reminder')} onBorrowAgain={() => go('loanConfirm')} />
    );

  return (
    <Page title={m('title')}>
      {content}
      <RatingModal
        open={modal.open === 'rating'}
        onClose={modal.close}
        onRated={(outcome) => (outcome === 'thanks' ? modal.swap('thanks') : modal.close())}
      />
      <Modal
        open={modal.open === 'thanks'}
        title={m('thanksTitle')}
        onClose={modal.close}
        actions={<PrimaryButton onClick={modal.close}>{m('thanksClose')}</PrimaryButton>}
      >
        <p className={styles.modalText}>{m('thanksText')}</p>
      </Modal>
      <Modal
        open={modal.open === 'reminder'}
        title={m('reminderTitle')}
        onClose={modal.close}
        actions={
          <>
            <PrimaryButton onClick={() => go('repayExtension', true)}>{m('reminderConfirm')}</PrimaryButton>
            <PrimaryButton variant="secondary" onClick={() => go('repay', true)}>
              {m('reminderNoNeed')}
            </PrimaryButton>
          </>
        }
      >
        <p className={styles.modalText}>{m('reminderText', { days: MAX_EXTENSION_DAYS })}</p>
      </Modal>
    </Page>
  );
}

interface OrderProps {
  order: LoanDetails;
  onRepay: () => void;
  onExtend: () => void;
  onBorrowAgain: () => void;
}

function Order({ order, onRepay, onExtend, onBorrowAgain }: OrderProps) {
  const m = useMessages(loanDetailMessages);
  const status = order.orderStatus;
  const actions = orderActions(status, order.isDelay);
  const logo = safeHttpUrl(order.productLogo);
  const page = safeHttpUrl(order.h5Url);
  const rows = order.userOrderDetail.detail.map((row) => ({ title: row.text, value: row.value }));
  const icon = statusIcon(status);
  const anyAction = actions.repay || actions.extension || actions.borrowAgain;

  return (
    <>
      <section className={styles.banner} data-status={status}>
        <StatusIcon className={styles.statusIcon} status={icon} label={m(`statusIcon.${icon}`)} />
        <div className={styles.bannerText}>
          {order.noticeStatusText.trim() && (
            <h2 className={styles.statusText}>
              <UnitText text={order.noticeStatusText} />
            </h2>
          )}
          {order.noticeDesText && (
            <p className={styles.statusNote}>
              <UnitText text={order.noticeDesText} />
            </p>
          )}
        </div>
      </section>

      <section className={styles.product}>
        {logo && <RemoteImage className={styles.logo} src={logo} alt={m('logoAlt', { name: order.productName })} />}
        <span className={styles.productName}>{order.productName}</span>
      </section>

      {showsDetail(status) && rows.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.heading}>{m('details')}</h2>
          <TitleValueList rows={rows} />
        </section>
      )}

      {page && (
        <button type="button" className={styles.pageLink} onClick={() => openPage(page)}>
          {m('moreInfo')}
        </button>
      )}

      {anyAction && (
        <div className={styles.actions}>
          {actions.repay && <PrimaryButton onClick={onRepay}>{m('repay')}</PrimaryButton>}
          {actions.extension && (
            <PrimaryButton variant="secondary" onClick={onExtend}>
              {m('extension')}
            </PrimaryButton>
          )}
          {actions.borrowAgain && <PrimaryButton onClick={onBorrowAgain}>{m('borrowAgain')}</PrimaryButton>}
        </div>
      )}
    </>
  );
}
