import { COMPLAINT_MAX_IMAGES, UPLOAD_ACCEPTED_TYPES } from '../../api/contract-limits';
import { ApiError } from '../../shared/api/api-error';
import { useEffect, useRef, useState } from 'react';
import { usePageQuery } from '../../features/complaint/use-page-query';
import { paths } from '../../shared/navigation/paths';
import { useHistoryModal } from '../../shared/navigation/use-history-modal';
import { screenState } from '../../shared/server-state/screen-state';
import { COMPLAINT_SUCCESS_RETURN_MS } from '../../shared/config/constants';
import { forget, keep, recall } from '../../shared/keep/kept';
import { answerLost } from '../../shared/keep/lost-answer';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useToast } from '../../shared/ui/toast/use-toast';
import { COLLECTION_TYPE, positiveInt, saveComplaint, uploadProblemImage, type ProblemInit } from '../../features/complaint/complaint-api';
import {
  canAddComplaintImage,
  COMPLAINT_IMAGE_MAX_BYTES,
  COMPLAINT_IMAGE_MAX_MB,
  validateComplaintText,
} from '../../features/complaint/complaint-limits';
import { clearComplaintOrderNo } from '../../features/complaint/complaint-storage';
import { useProblemInit } from '../../features/complaint/get-problem-init';
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

const SUCCESS = ['saved'] as const;

/** Where an image upload is: the copy being made, then the body going out (0-100 %). */
export type UploadState = { step: 'preparing' } | { step: 'sending'; percent: number };

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
  const query = usePageQuery();
  const choice = readChoice(query);
  const init = screenState(useProblemInit(undefined));
  const [restored] = useState(() => recallDraft(choice));
  const [text, setText] = useState(restored?.text ?? '');
  const [images, setImages] = useState<readonly string[]>(restored?.images ?? []);
  const [upload, setUpload] = useState<UploadState | null>(null);
  // The running upload's cancel; aborted too when the screen goes away.
  const uploadController = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      const running = uploadController.current;
      uploadController.current = null;
      running?.abort();
    },
    [],
  );
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

  // The success modal takes a history entry like every dialog (docs/decisions.md "Back closes
  // dialogs"). Its timer goes back over it, then to the entry in place of the form.
  const success = useHistoryModal(SUCCESS);
  const shown = success.open === 'saved';
  const { close, closeThen } = success;
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown && !saved) {
      // The page was reloaded under the modal: the complaint was sent, its entry is dropped.
      close();
      return undefined;
    }
    if (shown) {
      wasShown.current = true;
      const timer = setTimeout(() => closeThen(paths.complaint), COMPLAINT_SUCCESS_RETURN_MS);
      return () => clearTimeout(timer);
    }
    if (saved && wasShown.current) {
      // Closed by back: the borrower stays; the complaint is sent, so the form starts anew.
      wasShown.current = false;
      busy.current = false;
      setSaved(false);
      setText('');
      setImages([]);
    }
    return undefined;
  }, [shown, saved, close, closeThen]);

  const blocked = init.status === 'success' && choice !== null && isCollectionBlocked(init.data, choice);

  /**
   * Sends a copy of the picked image (docs/decisions.md "Photos the page sends"): made by
   * shared/device/photo-copy.ts, loaded with this first pick, then uploaded with its progress.
   */
  const addImage = async (file: File) => {
    if (uploadController.current || !canAddComplaintImage(images.length)) return;
    if (file.type && !file.type.startsWith('image/')) {
      toast(ct('notAnImage'));
      return;
    }
    const controller = new AbortController();
    uploadController.current = controller;
    setUpload({ step: 'preparing' });
    try {
      const { preparePhoto } = await import('../../shared/device/photo-copy');
      const prepared = await preparePhoto(file, { maxBytes: COMPLAINT_IMAGE_MAX_BYTES, acceptedTypes: UPLOAD_ACCEPTED_TYPES });
      if (controller.signal.aborted) throw new ApiError('aborted', 'aborted');
      if (prepared.kind === 'unreadable' || prepared.kind === 'too-large') {
        toast(prepared.kind === 'unreadable' ? ct('imageUnreadable') : ct('imageTooLarge', { mb: COMPLAINT_IMAGE_MAX_MB }));
        return;
      }
      setUpload({ step: 'sending', percent: 0 });
      const result = await uploadProblemImage(prepared.file, {
        picked: file,
        signal: controller.signal,
        onProgress: ({ sent, total }) => setUpload({ step: 'sending', percent: total > 0 ? Math.floor((sent / total) * 100) : 0 }),
      });
      if (result.ok) {
        // A lost answer added nothing: the same file sent again gets the first URL, added now.
        setImages((list) => [...list, result.url].slice(0, COMPLAINT_MAX_IMAGES));
        toast(t('complaint.uploadSuccess'));
      } else {
        toast(result.message || ct('uploadFailed'));
      }
    } catch (error) {
      // Cancelled (the cancel said so) or the screen went away: nothing more to say.
      if (!(error instanceof ApiError && error.failure === 'aborted')) toast(answerLost(error) ? ct('uploadLost') : ct('uploadFailed'));
    } finally {
      if (uploadController.current === controller) {
        uploadController.current = null;
        setUpload(null);
      }
    }
  };

  /**
   * The borrower's cancel: at once, even while the copy is still being made (its result is then
   * dropped); the picker is free again.
   */
  const cancelUpload = () => {
    const running = uploadController.current;
    if (!running) return;
    uploadController.current = null;
    setUpload(null);
    running.abort();
    toast(ct('uploadCancelled'));
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
        success.show('saved');
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

  return {
    choice,
    init,
    text,
    setText,
    images,
    upload,
    addImage,
    cancelUpload,
    removeImage,
    sending,
    send,
    saved: saved && shown,
    blocked,
    lost,
  };
}
