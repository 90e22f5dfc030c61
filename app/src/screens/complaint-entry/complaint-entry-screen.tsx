import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../features/complaint/app-link';
import { paths } from '../../shared/navigation/paths';
import { useHistoryModal } from '../../shared/navigation/use-history-modal';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { useToast } from '../../shared/ui/toast/use-toast';
import { COLLECTION_TYPE, type ComplaintOrder, type ProblemType } from '../../features/complaint/complaint-api';
import styles from './complaint-entry-screen.module.css';
import { OrderCard } from './order-card';
import { OrderPicker } from './order-picker';
import { QuestionTypes } from './question-types';
import { useComplaintEntry } from './use-complaint-entry';
import { complaintMessages } from '../../features/complaint/complaint-messages';

const PICKER = ['orders'] as const;

/**
 * Complaint entry (docs/screens.md "Complaint entry"): the order card ('All' picks another), then the question type;
 * type 1 (collection) needs an order whose isShow is 1 and a sub-type; every choice ends on the
 * form with problemType, problemSonType and orderNo in the query.
 */
export default function ComplaintEntryScreen() {
  const t = useMessages(commonMessages);
  const ct = useMessages(complaintMessages);
  const toast = useToast();
  const navigate = useNavigate();
  const { state, order, pick } = useComplaintEntry();
  // The order picker takes a history entry: back closes it (docs/decisions.md "Back closes dialogs").
  const picker = useHistoryModal(PICKER);
  const [subTypesOpen, setSubTypesOpen] = useState(false);

  const goToForm = (chosen: ComplaintOrder, problemType: number, problemSonType: number) =>
    navigate(
      `${paths.complaintForm}?${new URLSearchParams({
        problemType: String(problemType),
        problemSonType: String(problemSonType),
        orderNo: chosen.orderNo,
      }).toString()}`,
    );

  const onType = (type: ProblemType) => {
    if (!order) return;
    if (type.value !== COLLECTION_TYPE) {
      void goToForm(order, type.value, 0);
      return;
    }
    if (order.isShow !== 1) {
      setSubTypesOpen(false);
      toast(ct('collectionBlocked'));
      return;
    }
    setSubTypesOpen((open) => !open);
  };

  let content;
  if (state.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else if (!order) content = <EmptyState message={ct('noOrders')} />;
  else {
    const { problemType, problemSonType, orderList } = state.data;
    content = (
      <>
        <section className={styles.card} aria-label={ct('orderHeading')}>
          <div className={styles.cardTop}>
            <h2 className={styles.heading}>{ct('orderHeading')}</h2>
            {orderList.length > 0 && (
              <button
                type="button"
                className={styles.allButton}
                aria-label={ct('allOrdersLabel')}
                aria-haspopup="dialog"
                onClick={() => picker.show('orders')}
              >
                {ct('allOrders')}
              </button>
            )}
          </div>
          <OrderCard order={order} />
        </section>
        <QuestionTypes
          types={problemType}
          subTypes={problemSonType}
          subTypesOpen={subTypesOpen}
          onType={onType}
          onSubType={(subType) => void goToForm(order, COLLECTION_TYPE, subType.value)}
        />
        <OrderPicker
          open={picker.open === 'orders'}
          orders={orderList}
          chosen={order.orderNo}
          onClose={picker.close}
          onPick={(next) => {
            pick(next);
            // A new order may not allow collection complaints: ask again.
            setSubTypesOpen(false);
            picker.close();
          }}
        />
      </>
    );
  }
  return (
    <Page title={ct('entryTitle')}>
      <AppLink className={styles.shortcut} to={paths.complaintList}>
        {ct('myComplaints')}
      </AppLink>
      {content}
    </Page>
  );
}
