import { AmountSummary } from '../../features/repayment-channels/amount-summary';
import { ChannelList } from '../../features/repayment-channels/channel-list';
import { CustomerServiceButton } from '../../features/repayment-channels/customer-service-button';
import { displayDate } from '../../features/repayment-channels/format';
import { useInstructionHref } from '../../features/repayment-channels/instruction-link';
import { ProductHeader } from '../../features/repayment-channels/product-header';
import { FOLDED_DETAIL_ROWS } from '../../shared/config/constants';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMoney } from '../../shared/i18n/use-money';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { TitleValueList } from '../../shared/ui/title-value-list/title-value-list';
import styles from './repay-screen.module.css';
import { repayTexts } from './repay-texts';
import { useRepayDetail, type RepayDetail } from './use-repay-detail';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';
import { OrderRepaidState } from '../../features/loan-order/order-repaid-state';
import { screenState } from '../../shared/server-state/screen-state';

function RepayContent({ data }: { data: RepayDetail }) {
  const t = useMessages(repayTexts);
  const amount = useMoney();
  const hrefOf = useInstructionHref(1, data.repayAmount);
  return (
    <>
      <ProductHeader logo={data.productLogo} name={data.productName} />
      <AmountSummary
        label={t('repayAmount')}
        amount={amount(data.repayAmount)}
        date={t('repayDate', { date: displayDate(data.repayDate) })}
      />
      {data.detail.length > 0 && (
        <TitleValueList
          label={t('details')}
          rows={data.detail.map((row) => ({ title: row.text, value: row.value }))}
          foldTo={FOLDED_DETAIL_ROWS}
        />
      )}
      {data.noticeMsg && (
        <p className={styles.notice}>
          <UnitText text={data.noticeMsg} />
        </p>
      )}
      <ChannelList groups={data.repayList} hrefOf={hrefOf} />
    </>
  );
}

/**
 * Full repayment: the amount and date to repay, the product, the breakdown folded to 2 rows, the
 * notice and the channels; a channel opens its instruction at /carpmm with requestType=1 and this
 * amount. An order repaid meanwhile (the borrower paid at a store and came back) says so.
 */
export default function RepayScreen() {
  const t = useMessages(repayTexts);
  const common = useMessages(commonMessages);
  const state = screenState(useRepayDetail());
  let content;
  if (state.status === 'loading') content = <DataLoading text={common('common.loading')} slowText={common('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else if (state.data.repaid) content = <OrderRepaidState />;
  else content = <RepayContent data={state.data.detail} />;
  return (
    <Page title={t('title')}>
      {content}
      <CustomerServiceButton />
    </Page>
  );
}
