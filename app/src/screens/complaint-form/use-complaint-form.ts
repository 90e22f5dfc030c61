import { COMPLAINT_MAX_IMAGES } from '../../api/contract-limits';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '../../features/complaint/use-query';
import { paths } from '../../shared/navigation/paths';
import { useApi } from '../../shared/api/use-api';
import { COMPLAINT_SUCCESS_RETURN_MS } from '../../shared/config/constants';
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

/**
 * The form's state: problem-init for the type titles; the text; the uploaded images (one at a
 * time, at most 9, each checked against the server's size limit first); sending once; the
 * success modal and the return to the entry 1.5 s later.
 */
export function useComplaintForm() {
  const t = useMessages(commonMessages);
  const ct = useMessages(complaintMessages);
  const toast = useToast();
  const navigate = useNavigate();
  const query = useQuery();
  const choice = readChoice(query);
  const init = useApi((signal) => loadProblemInit(undefined, signal));
  const [text, setText] = useState('');
  const [images, setImages] = useState<readonly string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
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
        setImages((list) => [...list, result.url].slice(0, COMPLAINT_MAX_IMAGES));
        toast(t('complaint.uploadSuccess'));
      } else {
        toast(result.message || ct('uploadFailed'));
      }
    } catch {
      toast(ct('uploadFailed'));
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
    let ok = false;
    try {
      ok = await saveComplaint({ ...choice, problemDetail: text, images }, ct('sending'));
      // A refusal has been toasted by the client; the text and images stay for another try.
      if (ok) {
        clearComplaintOrderNo();
        setSaved(true);
      }
    } catch {
      toast(ct('sendFailed'));
    } finally {
      // A saved complaint stays sent: a second tap that lands before `saved` re-renders (a
      // quick answer on a busy phone) must not file it twice.
      busy.current = ok;
      setSending(false);
    }
  };

  return { choice, init, text, setText, images, uploading, addImage, removeImage, sending, send, saved, blocked };
}
