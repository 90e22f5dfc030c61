import { COMPLAINT_MAX_CHARS } from '../../api/contract-limits';
import { AppLink } from '../../features/complaint/app-link';
import { paths } from '../../shared/navigation/paths';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { CountedTextarea } from '../../shared/ui/counted-textarea/counted-textarea';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Modal } from '../../shared/ui/modal/modal';
import { Page } from '../../shared/ui/page/page';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { COLLECTION_TYPE } from '../../features/complaint/complaint-api';
import styles from './complaint-form-screen.module.css';
import { ImagePicker } from './image-picker';
import { useComplaintForm } from './use-complaint-form';
import { complaintMessages } from '../../features/complaint/complaint-messages';

/** Complaint form (docs/screens.md "Complaint form"): the chosen type, the text, up to 9 images, send. */
export default function ComplaintFormScreen() {
  const t = useMessages(commonMessages);
  const ct = useMessages(complaintMessages);
  const form = useComplaintForm();
  const { choice, init } = form;

  let content;
  if (!choice) {
    content = (
      <>
        <EmptyState message={ct('missingChoice')} />
        <AppLink className={styles.back} to={paths.complaint}>
          {ct('backToEntry')}
        </AppLink>
      </>
    );
  } else if (init.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (init.status === 'error') content = <ErrorState onRetry={init.reload} />;
  else {
    const typeTitle = init.data.problemType.find((type) => type.value === choice.problemType)?.title ?? '';
    const subTitle =
      choice.problemType === COLLECTION_TYPE
        ? (init.data.problemSonType.find((type) => type.value === choice.problemSonType)?.title ?? '')
        : '';
    content = (
      <>
        <dl className={styles.choice}>
          <div className={styles.choiceRow}>
            <dt>{ct('chosenType')}</dt>
            <dd>{typeTitle}</dd>
          </div>
          {subTitle && (
            <div className={styles.choiceRow}>
              <dt>{ct('chosenSubType')}</dt>
              <dd>{subTitle}</dd>
            </div>
          )}
        </dl>
        {form.blocked && (
          <p className={styles.blocked} role="note">
            {ct('collectionBlocked')}
          </p>
        )}
        <CountedTextarea
          label={ct('detailLabel')}
          value={form.text}
          onChange={form.setText}
          max={COMPLAINT_MAX_CHARS}
          placeholder={ct('detailPlaceholder')}
        />
        <ImagePicker
          images={form.images}
          upload={form.upload}
          onFile={(file) => void form.addImage(file)}
          onCancel={form.cancelUpload}
          onRemove={form.removeImage}
        />
        <div className={styles.actions}>
          <PrimaryButton looksDisabled={form.sending} onClick={() => void form.send()}>
            {form.lost ? ct('tryAgain') : ct('send')}
          </PrimaryButton>
        </div>
        {form.lost && (
          <p className={styles.lost} role="alert">
            {ct('answerLost')}
          </p>
        )}
      </>
    );
  }
  return (
    <Page title={ct('formTitle')}>
      {content}
      <Modal open={form.saved} title={ct('successTitle')}>
        <p>{ct('successBody')}</p>
      </Modal>
    </Page>
  );
}
