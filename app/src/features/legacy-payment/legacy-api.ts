/**
 * The four legacy payment calls (docs/api.md "Server paths"), each turned into an outcome the screens act on.
 * Success is the string code "00". The shared client's toast is turned off (`toastOnError:
 * false`): the flow shows the specification's messages itself (docs/screens.md "Legacy repayment"):
 * - 800005 → 请勿重复提交支付申请, 800006 → 验证码错误, a card-list failure → 查询卡列表失败;
 * - any other code → the server's message, or 处理失败 when it has none;
 * - a transport failure (HTTP error, an unreadable answer) → 'error';
 * - a lost answer to commit or confirm (network error, timeout) → `lost`: the screen says the
 *   answer did not arrive, and the retry carries the same Idempotency-Key, so nothing is paid
 *   twice (docs/decisions.md "Network failures").
 */
import { ApiError } from '../../shared/api/api-error';
import { answerLost } from '../../shared/keep/lost-answer';
import { SUCCESS_CODES_LEGACY } from '../../api/contract-constants';
import { apiPost } from '../../shared/api/form-client';
import { withIntent } from '../../shared/keep/kept';
import { untranslated } from '../../shared/i18n/messages-untranslated';
import type { FlowCard, LegacyFlow } from './flow-store';

const BASE = '/api/v1/youmi/youmi-api/service/loan';
export const WAY_PATH = `${BASE}/repayment-way` as const;
export const COMMIT_PATH = `${BASE}/repayment-commit` as const;
export const CONFIRM_PATH = `${BASE}/repayment-confirm` as const;
export const HUICHAO_PATH = `${BASE}/repayment-huichao` as const;

/** The legacy flow's success code. */
export const LEGACY_OK = SUCCESS_CODES_LEGACY;
/** The same payment submitted twice. */
export const CODE_DUPLICATE = '800005';
/** Wrong SMS code. */
export const CODE_WRONG_CODE = '800006';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; lost?: true };

/** The intents of the two payment writes (shared/keep/kept.ts). */
const COMMIT_INTENT = 'repayment-commit';
const CONFIRM_INTENT = 'repayment-confirm';

interface Envelope {
  code: string;
  message: string;
}

/** The message of a refused answer (docs/screens.md "Legacy repayment"); `listFailed` for the card list. */
export function refusalMessage({ code, message }: Envelope, listFailed = false): string {
  if (listFailed) return untranslated['legacy.cardsFailed'];
  if (code === CODE_DUPLICATE) return untranslated['legacy.duplicate'];
  if (code === CODE_WRONG_CODE) return untranslated['legacy.wrongCode'];
  return message.trim() || untranslated['legacy.failed'];
}

/** Runs a call; a transport failure becomes 'error', an aborted call is rethrown. */
async function attempt<T>(call: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.failure === 'aborted') throw error;
    return { ok: false, message: untranslated['legacy.networkError'], ...(answerLost(error) ? { lost: true as const } : {}) };
  }
}

export interface PaymentWays {
  /** The online payment (huichao) is offered. */
  online: boolean;
  repayToken: string;
  cards: FlowCard[];
}

/** repayment-way: the cards, the repay token and the online-payment flag of the order. */
export function loadPaymentWays(orderId: number, signal?: AbortSignal): Promise<Outcome<PaymentWays>> {
  return attempt(async () => {
    const body = await apiPost(WAY_PATH, { orderId }, { toastOnError: false, ...(signal ? { signal } : {}) });
    if (body.code !== LEGACY_OK || !body.data) return { ok: false, message: refusalMessage(body, true) };
    return {
      ok: true,
      data: { online: body.data.alipay === 1, repayToken: body.data.repayToken, cards: body.data.bankCards },
    };
  });
}

export interface Committed {
  /** An SMS code was sent and must be confirmed. */
  needsCode: boolean;
  recordId: string;
}

/**
 * repayment-commit with the chosen card. Always `sendMsg=1` (ask for SMS confirmation; the
 * server answers needValid 0 when it needs none). The same call again while the record waits
 * for its code is the resend (docs/decisions.md "Contract shapes").
 */
export function commitRepayment(
  flow: LegacyFlow & { card: FlowCard; repayToken: string },
  loadingText: string,
): Promise<Outcome<Committed>> {
  return attempt(async () => {
    const form = {
      amount: flow.amount,
      bankName: flow.card.bankName,
      cardId: flow.card.id,
      cardNo: flow.card.cardNo,
      couponId: flow.couponId,
      orderId: flow.orderId,
      repayToken: flow.repayToken,
      bankCode: flow.card.bankCode,
      sendMsg: 1,
    };
    // The intent: pay this order this amount with this card (never the card number itself).
    const intent = { orderId: flow.orderId, amount: flow.amount, cardId: flow.card.id, repayToken: flow.repayToken };
    // Once answered, a resend (the same commit again) is a new request with a new key.
    const body = await withIntent(COMMIT_INTENT, intent, (headers) =>
      apiPost(COMMIT_PATH, form, { toastOnError: false, loadingText, headers }),
    );
    if (body.code !== LEGACY_OK || !body.data) return { ok: false, message: refusalMessage(body) };
    return { ok: true, data: { needsCode: body.data.needValid === 1, recordId: body.data.repayRecordId } };
  });
}

/** repayment-confirm with the SMS code. */
export function confirmRepayment(
  orderId: number,
  verifyCode: string,
  repaymentRecordId: string,
  loadingText: string,
): Promise<Outcome<null>> {
  return attempt(async () => {
    // The intent: confirm this record (never the SMS code: another code after a lost answer is
    // refused as another payload, and that refusal forgets the key for the next tap).
    const intent = { orderId, repaymentRecordId };
    const body = await withIntent(CONFIRM_INTENT, intent, (headers) =>
      apiPost(CONFIRM_PATH, { orderId, verifyCode, repaymentRecordId }, { toastOnError: false, loadingText, headers }),
    );
    return body.code === LEGACY_OK ? { ok: true, data: null } : { ok: false, message: refusalMessage(body) };
  });
}

/** repayment-huichao: the hosted payment page's URL (not yet checked; see `safeHttpUrl`). */
export function requestHostedPage(flow: Pick<LegacyFlow, 'userId' | 'orderId' | 'amount'>, loadingText: string): Promise<Outcome<string>> {
  return attempt(async () => {
    const body = await apiPost(
      HUICHAO_PATH,
      { userId: flow.userId, orderId: flow.orderId, amount: flow.amount },
      { toastOnError: false, loadingText },
    );
    if (body.code !== LEGACY_OK || !body.data) return { ok: false, message: refusalMessage(body) };
    return { ok: true, data: body.data.url };
  });
}
