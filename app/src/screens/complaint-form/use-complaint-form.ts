import { COMPLAINT_MAX_IMAGES } from '../../api/contract-limits';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '../../features/complaint/use-query';
import { paths } from '../../shared/navigation/paths';
import { useApi } from '../../shared/api/use-api';
import { COMPLAINT_SUCCESS_RETURN_MS } from '../../shared/config/constants';
import { forget, keep, recall } from '../../shared/keep/kept';
import { answerLost } from '../../shared/keep/lost-answer';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useToast } from '../../shared/ui/toast/use-toast';
import {
  COLLECTION_TYPE,
  loadProblemInit,
  positiveInt,
  saveComplaint,
  uploadProblemImage,
  type ProblemInit,
} from '../../features/complaint/complaint-api';
import {
  canAddComplaintImage,
  COMPLAINT_IMAGE_MAX_MB,
  fitsUploadLimit,
  validateComplaintText,
} from '../../features/complaint/complaint-limits';
import { clearComplaintOrderNo } from '../../features/complaint/complaint-storage';
import { complaintMessages } from '../../features/complaint/complaint-messages';

/** What the entry chose, from the query: problemType, problemSonType, orderNo. */
export interface FormChoice {
  problemType: number;
  problemSonType: number;
  orderNo: string;
}

export function readChoice(query: URLSearchParams): FormChoice | null {
  const problemType = positiveInt(query.get('problemType'));
  const orderNo = query.get('orderNo')?.trim() ?? '';
  if (!problemType || !orderNo) return null;
  return {
    problemType,
    problemSonType: problemType === COLLECTION_TYPE ? (positiveInt(query.get('problemSonType')) ?? 0) : 0,
    orderNo,
  };
}

/** Type 1 on an order whose isShow is not 1 is refused (docs/screens.md "Complaint entry"). */
export function isCollectionBlocked(init: ProblemInit, choice: FormChoice): boolean {
  if (choice.problemType !== COLLECTION_TYPE) return false;
  const order = [...init.orderList, ...(init.orderDetail ? [init.orderDetail] : [])].find(
    (candidate) => candidate.orderNo === choice.orderNo,
  );
  return order !== undefined && order.isShow !== 1;
}

/** Where the form's draft is kept (shared/keep/kept.ts): it survives a reload of the web view. */
const DRAFT = 'complaint-draft';

interface Draft {
  choice: FormChoice;
  text: string;
  images: string[];
}

/** The kept draft of `choice` (the same type, sub-type and order), if any. */
export function recallDraft(choice: FormChoice | null): Draft | null {
  const kept = recall(DRAFT) as Partial<Draft> | undefined;
  if (!choice || !kept?.choice || typeof kept.text !== 'string' || !Array.isArray(kept.images)) return null;
  const same = (['problemType', 'problemSonType', 'orderNo'] as const).every((k) => kept.choice?.[k] === choice[k]);
  if (!same) return null;
  return { choice, text: kept.text, images: kept.images.filter((url): url is string => typeof url === 'string') };
}

/**
 * The form's state: problem-init for the type titles; the text; the uploaded images (one at a
 * time, at most 9, each checked against the server's size limit first); sending once; the
 * success modal and the return to the entry 1.5 s later. The text and the images are kept
 * (with the choice) on every change and restored on load, so a reload of the web view while the
 * photo picker is open loses nothing; a lost answer to the save says so (`lost`), and the retry
 * resends with the same Idempotency-Key (docs/decisions.md "Network failures").
 */
export function useComplaintForm() {
  const t = useMessages(commonMessages);
  const ct = useMessages(complaintMessages);
  const toast = useToast();
  const navigate = useNavigate();
  const query = useQuery();
  const choice = readChoice(query);
  const init = useApi((signal) => loadProblemInit(undefined, signal));
  const [restored] = useState(() => recallDraft(choice));
  const [text, setText] = useState(restored?.text ?? '');
  const [images, setImages] = useState<readonly string[]>(restored?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [lost, setLost] = useState(false);

  // What the form opened with: a form left as it opened keeps nothing (and so leaves the draft
  // of another choice alone).
  const opened = useRef({ text, images });
  useEffect(() => {
    if (!choice || saved || (text === opened.current.text && images === opened.current.images)) return;
    if (text === '' && images.length === 0) forget(DRAFT);
    else keep(DRAFT, { choice, text, images: [...images] } satisfies Draft);
  }, [choice, text, images, saved]);
  // A ref, not state: a second tap in the same frame must see the first one at once.
  const busy = useRef(false);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => void navigate(paths.complaint, { replace: true }), COMPLAINT_SUCCESS_RETURN_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const blocked = init.status === 'success' && choice !== null && isCollectionBlocked(init.data, choice);

  const addImage = async (file: File) => {
    if (uploading || !canAddComplaintImage(images.length)) return;
    if (file.type && !file.type.startsWith('image/')) {
      toast(ct('notAnImage'));
      return;
    }
    if (!fitsUploadLimit(file)) {
      toast(ct('imageTooLarge', { mb: COMPLAINT_IMAGE_MAX_MB }));
      return;
    }
    setUploading(true);
    try {
      const result = await uploadProblemImage(file, ct('uploading'));
      if (result.ok) {
        // A lost answer added nothing: the same file sent again gets the first URL, added now.
        setImages((list) => [...list, result.url].slice(0, COMPLAINT_MAX_IMAGES));
        toast(t('complaint.uploadSuccess'));
      } else {
        toast(result.message || ct('uploadFailed'));
      }
    } catch (error) {
      toast(answerLost(error) ? ct('uploadLost') : ct('uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const removeImage = (index: number) => setImages((list) => list.filter((_, i) => i !== index));

  const send = async () => {
    if (!choice || busy.current || saved) return;
    if (blocked) {
      toast(ct('collectionBlocked'));
      return;
    }
    const problem = validateComplaintText(text);
    if (problem) {
      toast(t(problem));
      return;
    }
    busy.current = true;
    setSending(true);
    setLost(false);
    let ok = false;
    try {
      ok = await saveComplaint({ ...choice, problemDetail: text, images }, ct('sending'));
      // A refusal has been toasted by the client; the text and images stay for another try.
      if (ok) {
        clearComplaintOrderNo();
        forget(DRAFT);
        setSaved(true);
      }
    } catch (error) {
      if (answerLost(error)) setLost(true);
      else toast(ct('sendFailed'));
    } finally {
      // A saved complaint stays sent: a second tap that lands before `saved` re-renders (a
      // quick answer on a busy phone) must not file it twice.
      busy.current = ok;
      setSending(false);
    }
  };

  return { choice, init, text, setText, images, uploading, addImage, removeImage, sending, send, saved, blocked, lost };
}
