import { useSearchParams } from 'react-router';
import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import { mailtoHref } from '../../shared/format/contact-links';
import { formatDate } from '../../shared/format/date';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMoney } from '../../shared/i18n/use-money';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { CopyButton } from '../../shared/ui/copy-button/copy-button';
import { Icon } from '../../shared/ui/icon/icon';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { parseInstructionQuery, type GenerateVcodeForm, type QueryProblem } from './instruction-query';
import styles from './repayment-instruction-screen.module.css';
import { instructionTexts } from './repayment-instruction-texts';
import { useRepaymentInstruction, type RepaymentInstruction } from './use-repayment-instruction';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';
import { OrderRepaidState } from '../../features/loan-order/order-repaid-state';
import { screenState } from '../../shared/server-state/screen-state';

const PROBLEM_TEXT = {
  amount: 'badAmount',
  payCode: 'badPayCode',
  order: 'badOrder',
  requestType: 'badRequestType',
} as const satisfies Record<QueryProblem, string>;

function InstructionContent({ data }: { data: RepaymentInstruction }) {
  const t = useMessages(instructionTexts);
  const amount = useMoney();
  const { repayDetail: detail, imgList } = data;
  const mailto = imgList ? mailtoHref(imgList.eMail) : null;
  return (
    <>
      <RemoteImage className={styles.topLogo} src={data.topLogo} alt={t('topLogo', { title: detail.repayTitle })} />
      {/* An empty server title gets no heading (an empty heading names nothing). The voucher a
          cashier scans stays dark on white in the dark theme too (docs/decisions.md "Dark theme"). */}
      <section className={`${styles.card} plate`} aria-labelledby={detail.repayTitle.trim() ? 'instruction-title' : undefined}>
        <p className={styles.totalLabel}>{t('total')}</p>
        <p className={styles.total} data-testid="instruction-amount">
          <UnitText text={amount(detail.amount)} />
        </p>
        {detail.repayTitle.trim() && (
          <h2 id="instruction-title" className={styles.title}>
            {detail.repayTitle}
          </h2>
        )}
        {detail.repayDes && (
          <p className={styles.description}>
            <UnitText text={detail.repayDes} />
          </p>
        )}
        <RemoteImage className={styles.code} src={detail.repayCode} alt={t('codeImage', { code: detail.vCode })} />
        <dl className={styles.fields}>
          {detail.vCode && (
            <div className={styles.field}>
              <dt>{t('voucher')}</dt>
              <dd>
                <span className={styles.voucher} data-testid="instruction-voucher">
                  <UnitText text={detail.vCode} />
                </span>
                <CopyButton text={detail.vCode} label={t('copyVoucher', { code: detail.vCode })} />
              </dd>
            </div>
          )}
          {detail.companyName && (
            <div className={styles.field}>
              <dt>{t('company')}</dt>
              <dd>
                <span>{detail.companyName}</span>
                <CopyButton text={detail.companyName} label={t('copyCompany', { name: detail.companyName })} />
              </dd>
            </div>
          )}
        </dl>
      </section>
      {data.dataList.map((section, index) => (
        <section className={styles.section} key={`${index}-${section.title}`}>
          {section.title.trim() && <h2 className={styles.sectionTitle}>{section.title}</h2>}
          <ul className={styles.lines}>
            {section.content.map((line, lineIndex) => (
              <li key={lineIndex}>
                <UnitText text={line} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {imgList && (
        <section className={styles.section} data-testid="instruction-images">
          {imgList.title.trim() && <h2 className={styles.sectionTitle}>{imgList.title}</h2>}
          {imgList.eMail &&
            (mailto ? (
              <a className={styles.mail} href={mailto}>
                <Icon name="mail" size={18} />
                {imgList.eMail}
              </a>
            ) : (
              <p className={styles.mail}>{imgList.eMail}</p>
            ))}
          <div className={styles.images}>
            {imgList.content.map((src, index) => (
              <RemoteImage
                key={`${index}-${src}`}
                className={styles.image}
                src={src}
                alt={t('image', { title: imgList.title, index: index + 1, count: imgList.content.length })}
              />
            ))}
          </div>
        </section>
      )}
      <RemoteImage className={styles.bottomLogo} src={data.bottomLogo} alt={t('bottomLogo', { company: detail.companyName })} />
    </>
  );
}

function InstructionLoader({ form }: { form: GenerateVcodeForm }) {
  const t = useMessages(commonMessages);
  const state = screenState(useRepaymentInstruction(form));
  if (state.status === 'loading') return <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  if (state.status === 'error') return <ErrorState onRetry={state.reload} />;
  if (state.data.repaid) return <OrderRepaidState />;
  return (
    <>
      {state.data.keptAt !== null && <KeptNotice fetchedAt={state.data.keptAt} onRetry={state.reload} />}
      <InstructionContent data={state.data.data} />
    </>
  );
}

/** Over the copy kept on the phone: when it was fetched, that its code may have expired, a retry. */
function KeptNotice({ fetchedAt, onRetry }: { fetchedAt: number; onRetry: () => void }) {
  const t = useMessages(instructionTexts);
  const common = useMessages(commonMessages);
  return (
    <section className={styles.kept} role="status" aria-labelledby="kept-title" data-testid="instruction-kept">
      <h2 id="kept-title" className={styles.keptTitle}>
        {t('keptTitle')}
      </h2>
      <p>
        <UnitText text={t('keptNote', { time: formatDate(fetchedAt, true) })} />
      </p>
      <button type="button" className={styles.keptRetry} onClick={onRetry}>
        {common('common.retry')}
      </button>
    </section>
  );
}

/**
 * The repayment instruction of one channel (/carpmm): generate-vcode with the query's productId,
 * orderId, amount, payCode and requestType; a link without a usable amount or payCode is said on
 * screen and nothing is sent.
 */
export default function RepaymentInstructionScreen() {
  const t = useMessages(instructionTexts);
  const [search] = useSearchParams();
  const parsed = parseInstructionQuery(search, getLaunchParams());
  return (
    <Page title={t('title')}>
      {parsed.ok ? (
        // A new query (another channel) is a new request: remount the loader.
        <InstructionLoader key={search.toString()} form={parsed.form} />
      ) : (
        <div className={styles.invalid} role="alert">
          <Icon name="alert" size={40} />
          <p>{t(PROBLEM_TEXT[parsed.problem])}</p>
        </div>
      )}
    </Page>
  );
}
