import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { useMoney } from '../../shared/i18n/use-money';
import { Page } from '../../shared/ui/page/page';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { TitleValueList } from '../../shared/ui/title-value-list/title-value-list';
import { maskCardNumber } from '../../features/legacy-payment/card-number';
import { readFlow } from '../../features/legacy-payment/flow-store';
import { loanDetailPath } from '../../features/legacy-payment/flow-routes';
import styles from './legacy-repay-borrow-detail-screen.module.css';
import { legacyText } from '../../features/legacy-payment/legacy-text';
import { useMessages } from '../../shared/i18n/use-messages';

/**
 * Legacy repayment, step 3: the result of the payment, read from the flow's store (no call
 * gives it: repayment-confirm answers no data), so a reload shows it again. The way back is the
 * loan details of the order.
 */
export default function LegacyRepayBorrowDetailScreen() {
  const money = useMoney();
  const text = useMessages(legacyText);
  const navigate = useNavigate();
  const [flow] = useState(() => {
    const kept = readFlow();
    return kept?.status === 'paid' ? kept : null;
  });
  const back = (
    <div className={styles.action}>
      <PrimaryButton onClick={() => void navigate(loanDetailPath())}>{text('backToOrder')}</PrimaryButton>
    </div>
  );
  if (!flow) {
    return (
      <Page title={text('detailTitle')}>
        <EmptyState message={text('noDetail')} />
        {back}
      </Page>
    );
  }
  const rows = [
    { title: text('detailAmount'), value: money(flow.amount) },
    ...(flow.card ? [{ title: text('detailCard'), value: `${flow.card.bankName} ${maskCardNumber(flow.card.cardNo)}` }] : []),
    { title: text('detailRecord'), value: flow.recordId ?? '' },
    { title: text('detailStatus'), value: text('statusPaid') },
    ...(flow.paidAt ? [{ title: text('detailTime'), value: formatDate(flow.paidAt, true) }] : []),
  ];
  return (
    <Page title={text('detailTitle')}>
      <p className={styles.status} role="status">
        {text('statusPaid')}
      </p>
      <div className={styles.card}>
        <TitleValueList rows={rows} label={text('detailTitle')} />
      </div>
      {back}
    </Page>
  );
}
