import { useRef, useState } from 'react';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { Modal } from '../../shared/ui/modal/modal';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { StarRating } from '../../shared/ui/star-rating/star-rating';
import { useToast } from '../../shared/ui/toast/use-toast';
import { sendComplaintScore } from '../../features/complaint/complaint-api';
import styles from './complaint-detail-screen.module.css';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { answerLost } from '../../shared/keep/lost-answer';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Stars 1 to 5; sending none says 'Seleccione una calificación' (the loan-details rule). */
export function ScoreModal({ open, onClose }: Props) {
  const t = useMessages(commonMessages);
  const ct = useMessages(complaintMessages);
  const toast = useToast();
  const [stars, setStars] = useState(0);
  const busy = useRef(false);
  const send = async () => {
    if (busy.current) return;
    if (stars < 1) {
      toast(t('rating.required'));
      return;
    }
    busy.current = true;
    try {
      if (await sendComplaintScore(stars)) {
        toast(ct('scoreThanks'));
        onClose();
      }
    } catch (error) {
      // A lost answer may have been taken: the retry (the same button) carries the same key
      // (docs/decisions.md "Network failures").
      toast(answerLost(error) ? ct('scoreLost') : t('common.errorBody'));
    } finally {
      busy.current = false;
    }
  };
  return (
    <Modal
      open={open}
      title={ct('scoreTitle')}
      onClose={onClose}
      actions={
        <>
          <PrimaryButton onClick={() => void send()}>{ct('scoreSend')}</PrimaryButton>
          <PrimaryButton variant="secondary" onClick={onClose}>
            {ct('scoreLater')}
          </PrimaryButton>
        </>
      }
    >
      <p className={styles.scoreBody}>{ct('scoreBody')}</p>
      <StarRating value={stars} onChange={setStars} />
    </Modal>
  );
}
