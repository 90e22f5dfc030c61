import { useState } from 'react';
import { showToast } from '../../shared/feedback/feedback-store';
import { useMessages } from '../../shared/i18n/use-messages';
import { Modal } from '../../shared/ui/modal/modal';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import { StarRating } from '../../shared/ui/star-rating/star-rating';
import { loanDetailMessages } from './loan-detail-messages';
import styles from './loan-detail-screen.module.css';
import { useRating, type RatingOutcome } from './use-rating';
import { answerLost } from '../../shared/keep/lost-answer';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called after the server took the rating. */
  onRated: (outcome: RatingOutcome) => void;
}

/**
 * The rating modal: stars 1 to 5; sending with none says 'Seleccione una calificación' inside
 * the dialog (a toast would sit outside the modal, hidden from screen readers by aria-modal).
 */
export function RatingModal({ open, onClose, onRated }: Props) {
  const m = useMessages(loanDetailMessages);
  const [stars, setStars] = useState(0);
  const [required, setRequired] = useState(false);
  const { sending, send } = useRating();

  const onSend = async () => {
    if (stars === 0) {
      setRequired(true);
      return;
    }
    try {
      const outcome = await send(stars);
      if (outcome) onRated(outcome);
    } catch (error) {
      // A lost answer may have been taken: the retry (the same button) carries the same key.
      showToast(m(answerLost(error) ? 'ratingLost' : 'ratingFailed'));
    }
  };

  return (
    <Modal
      open={open}
      title={m('ratingTitle')}
      onClose={onClose}
      actions={
        <PrimaryButton looksDisabled={sending} onClick={() => void onSend()}>
          {sending ? m('ratingSending') : m('ratingSend')}
        </PrimaryButton>
      }
    >
      <p className={styles.modalText}>{m('ratingText')}</p>
      <StarRating
        value={stars}
        onChange={(value) => {
          setStars(value);
          setRequired(false);
        }}
      />
      {required && (
        <p className={styles.alert} role="alert">
          {m('ratingRequired')}
        </p>
      )}
    </Modal>
  );
}
