import { useLocation } from 'react-router';
import { formatCalendarDate } from '../../shared/format/calendar-date';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useMoney } from '../../shared/i18n/use-money';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { TitleValueList } from '../../shared/ui/title-value-list/title-value-list';
import { loanAgreementMessages, type ContractDetail, type ContractField } from './loan-agreement-messages';
import styles from './loan-agreement-screen.module.css';
import { useLoanAgreement } from './use-loan-agreement';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

type Kind = 'text' | 'money' | 'date';

/** The fourteen fields in the specification's order (docs/screens.md "Loan agreement"), with how each value is shown. */
const FIELDS: readonly (readonly [ContractField, Kind])[] = [
  ['userName', 'text'],
  ['productName', 'text'],
  ['amount', 'money'],
  ['bankNo', 'text'],
  ['daiDate', 'date'],
  ['planDate', 'date'],
  ['contractAmount', 'money'],
  ['commission', 'money'],
  ['Interest', 'money'],
  ['IVA', 'money'],
  ['giveAmount', 'money'],
  ['userAddress', 'text'],
  ['contractDate', 'date'],
  ['company', 'text'],
];

/** Loan agreement (/loan-agreement?orderNo=…): the contract's fields, labelled. */
export default function LoanAgreementScreen() {
  const t = useMessages(commonMessages);
  const money = useMoney();
  const m = useMessages(loanAgreementMessages);
  // useLocation, not useSearchParams: the router already ships it in the entry chunk.
  const orderNo = new URLSearchParams(useLocation().search).get('orderNo')?.trim() ?? '';
  const state = useLoanAgreement(orderNo);

  const show = (detail: ContractDetail, field: ContractField, kind: Kind): string => {
    const value = detail[field];
    if (kind === 'money') return money(value);
    if (kind === 'date') return formatCalendarDate(String(value));
    return String(value);
  };

  let content;
  if (state.status === 'missing') {
    content = (
      <p className={styles.notice} role="alert">
        {m('missingOrder')}
      </p>
    );
  } else if (state.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.retry} />;
  else if (state.status === 'empty') content = <EmptyState />;
  else if (state.status === 'refused') {
    content = (
      <div className={styles.notice} role="alert">
        <h2 className={styles.noticeTitle}>{m('failedTitle')}</h2>
        <p className={styles.noticeText}>{state.message}</p>
      </div>
    );
  } else {
    const detail = state.data;
    content = (
      <>
        <p className={styles.intro}>
          <UnitText text={m('intro', { orderNo })} />
        </p>
        <TitleValueList
          label={m('title')}
          rows={FIELDS.map(([field, kind]) => ({ title: m(`field.${field}`), value: show(detail, field, kind) }))}
        />
      </>
    );
  }
  return <Page title={m('title')}>{content}</Page>;
}
