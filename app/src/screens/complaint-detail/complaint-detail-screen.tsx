import { COMPLAINT_MAX_CHARS } from '../../api/contract-limits';
import { usePageQuery } from '../../features/complaint/use-page-query';
import { screenState } from '../../shared/server-state/screen-state';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { CountedTextarea } from '../../shared/ui/counted-textarea/counted-textarea';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { positiveInt } from '../../features/complaint/complaint-api';
import { useProblemDetail } from '../../features/complaint/get-problem-detail';
import styles from './complaint-detail-screen.module.css';
import { ImageGallery } from './image-gallery';
import { ScoreModal } from './score-modal';
import { useScorePrompt } from './use-score-prompt';
import { complaintMessages } from '../../features/complaint/complaint-messages';

/**
 * Complaint detail (docs/screens.md "Complaint detail"): type and sub-type, the read-only content with its counter, the
 * images, the processing result (hidden when the agent gave neither text nor images) and the
 * score modal 3 s after load when isNeedScore is not 0.
 */
export default function ComplaintDetailScreen() {
  const t = useMessages(commonMessages);
  const ct = useMessages(complaintMessages);
  const query = usePageQuery();
  const problemId = positiveInt(query.get('problemId'));
  const state = screenState(useProblemDetail(problemId));
  const score = useScorePrompt(state.status === 'success' && state.data.isNeedScore !== 0);

  let content;
  if (!problemId) content = <EmptyState message={ct('missingProblem')} />;
  else if (state.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else {
    const detail = state.data;
    const hasResult = detail.disposeDetail.trim() !== '' || detail.disposeImages.length > 0;
    content = (
      <>
        <dl className={styles.kind}>
          <div className={styles.kindRow}>
            <dt>{ct('problemType')}</dt>
            <dd>{detail.type}</dd>
          </div>
          {detail.sonType && (
            <div className={styles.kindRow}>
              <dt>{ct('problemSubType')}</dt>
              <dd>{detail.sonType}</dd>
            </div>
          )}
        </dl>
        <CountedTextarea label={ct('content')} value={detail.content} max={COMPLAINT_MAX_CHARS} readOnly />
        {detail.images.length > 0 && (
          <section className={styles.block} aria-label={ct('images')}>
            <h2 className={styles.heading}>{ct('images')}</h2>
            <ImageGallery urls={detail.images} altKey="imageAlt" viewKey="viewImage" />
          </section>
        )}
        {hasResult && (
          <section className={styles.block} aria-label={ct('resultHeading')}>
            <h2 className={styles.heading}>{ct('resultHeading')}</h2>
            {detail.disposeDetail.trim() !== '' && <p className={styles.result}>{detail.disposeDetail}</p>}
            {detail.disposeImages.length > 0 && (
              <ImageGallery urls={detail.disposeImages} altKey="resultImageAlt" viewKey="viewResultImage" />
            )}
          </section>
        )}
        <ScoreModal open={score.open} onClose={score.close} />
      </>
    );
  }
  return <Page title={ct('detailTitle')}>{content}</Page>;
}
