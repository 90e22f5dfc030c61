import { AmountSummary } from '../../features/repayment-channels/amount-summary';
import { ChannelList } from '../../features/repayment-channels/channel-list';
import { CustomerServiceButton } from '../../features/repayment-channels/customer-service-button';
import { displayDate } from '../../features/repayment-channels/format';
import { useInstructionHref } from '../../features/repayment-channels/instruction-link';
import { ProductHeader } from '../../features/repayment-channels/product-header';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMoney } from '../../shared/i18n/use-money';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { TitleValueList } from '../../shared/ui/title-value-list/title-value-list';
import styles from './repay-extension-screen.module.css';
import { repayExtensionTexts } from './repay-extension-texts';
import { useExtensionDetail, type ExtensionDetail } from './use-extension-detail';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';
import { OrderRepaidState } from '../../features/loan-order/order-repaid-state';
import { screenState } from '../../shared/server-state/screen-state';

function ExtensionContent({ data }: { data: ExtensionDetail }) {
  const t = useMessages(repayExtensionTexts);
  const amount = useMoney();
  const { delayInfo } = data;
  const hrefOf = useInstructionHref(2, delayInfo.delayAmount);
  return (
    <>
      <ProductHeader logo={data.productLogo} name={data.productName} />
      <AmountSummary
        label={t('amount')}
        amount={amount(delayInfo.delayAmount)}
        date={t('date', { date: displayDate(delayInfo.delayTime) })}
        heading={delayInfo.heading}
      />
      {data.repayPlan.length > 0 && (
        <TitleValueList label={t('plan')} rows={data.repayPlan.map((row) => ({ title: row.title, value: displayDate(row.time) }))} />
      )}
      {data.noticeMsg && (
        <p className={styles.notice}>
          <UnitText text={data.noticeMsg} />
        </p>
      )}
      <ChannelList groups={data.repayList} hrefOf={hrefOf} />
      {data.note && (
        <p className={styles.note}>
          <UnitText text={data.note} />
        </p>
      )}
    </>
  );
}

/**
 * Extension repayment: the extension amount (delayInfo.delayAmount), its date and heading, the
 * product, the plan, the notice and note, and the channels; a channel opens its instruction at
 * /carpmm with requestType=2 and the extension amount. An order repaid meanwhile says so.
 */
export default function RepayExtensionScreen() {
  const t = useMessages(repayExtensionTexts);
  const common = useMessages(commonMessages);
  const state = screenState(useExtensionDetail());
  let content;
  if (state.status === 'loading') content = <DataLoading text={common('common.loading')} slowText={common('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else if (state.data.repaid) content = <OrderRepaidState />;
  else content = <ExtensionContent data={state.data.detail} />;
  return (
    <Page title={t('title')}>
      {content}
      <CustomerServiceButton />
    </Page>
  );
}
