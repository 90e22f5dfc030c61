/**
 * The promotion page's two writes with their Idempotency-Keys, and what it keeps through a
 * reload (shared/keep/), in a chunk of its own that the page loads right after its first render:
 * the entry's first load has no byte to spare (75 KiB). Functions of its own, so the chunk is a
 * plain module (a re-export of shared code would need the bundler's namespace helpers).
 */
import { ApiError } from '../../shared/api/api-error';
import { apiPost } from '../../shared/api/form-client';
import { getConfig } from '../../shared/config/runtime-config';
import { phoneInput } from '../../shared/format/input';
import { forget as drop, keep as put, recall as read, withIntent } from '../../shared/keep/kept';
import type { Campaign } from '../campaign';
import { REGISTER_PATH, SMS_PATH, type FormValues, type Outcome } from './promotion-api';

/** Where the typed mobile number is kept. */
const PHONE = 'promotion-phone';

/** The kept mobile number as the field takes it, '' when none (short names: the entry reads them). */
export function kept(): string {
  const phone = read(PHONE);
  return typeof phone === 'string' ? phoneInput(phone) : '';
}

/**
 * Keeps the typed mobile number as the field takes it (`phoneInput`); an empty one (or `null`:
 * registered) is forgotten.
 */
export function keep(typed: string | null): void {
  const phone = typed === null ? '' : phoneInput(typed);
  if (phone) put(PHONE, phone);
  else drop(PHONE);
}

/** `call`'s outcome, `lost` when its answer did not arrive (docs/decisions.md "Network failures"). */
async function written(call: Promise<{ code: number | string; message: string }>): Promise<Outcome> {
  try {
    const body = await call;
    return { kind: 'answer', code: body.code, message: body.message };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failed', lost: error.failure === 'network' || error.failure === 'timeout' };
    throw error;
  }
}

/**
 * Sends the SMS code: deviceId is the sid, appName the configured app's. The intent is this
 * phone in this sid (never the captcha answer): a retry after a lost answer sends no second SMS.
 */
export function sendSms(campaign: Campaign, form: FormValues, loadingText: string): Promise<Outcome> {
  return written(
    withIntent('get-sms', { phone: form.phone, sid: form.sid }, (headers) =>
      apiPost(
        SMS_PATH,
        {
          phone: form.phone,
          capcode: form.capcode,
          sid: form.sid,
          deviceId: form.sid,
          appName: getConfig().appName,
          app_from: campaign.app_from,
          user_from: campaign.user_from,
          utm_tag: campaign.utm_tag,
        },
        { toastOnError: false, loadingText, headers },
      ),
    ),
  );
}

/** Registers: userName is the phone, deviceId the sid; merchantNumber is sent empty (see README). The intent: this phone in this sid. */
async function send(campaign: Campaign, form: FormValues & { smsCode: string }, loadingText: string): Promise<Outcome> {
  return written(
    withIntent('register', { phone: form.phone, sid: form.sid }, (headers) =>
      apiPost(
        REGISTER_PATH,
        {
          phone: form.phone,
          capcode: form.capcode,
          sid: form.sid,
          deviceId: form.sid,
          appName: getConfig().appName,
          // Where the merchant number comes from is not given: sent empty (README.md).
          merchantNumber: '',
          userName: form.phone,
          smsCode: form.smsCode,
          invite_code: campaign.invite_code,
          user_from: campaign.user_from,
          id: campaign.id,
          app_from: campaign.app_from,
          utm_tag: campaign.utm_tag,
        },
        { toastOnError: false, loadingText, headers },
      ),
    ),
  );
}

/**
 * Registers; once registered (0, or 11: already), the kept mobile number is forgotten (the
 * registration's success clears what was kept; docs/decisions.md "Network failures").
 */
export async function register(campaign: Campaign, form: FormValues & { smsCode: string }, loadingText: string): Promise<Outcome> {
  const result = await send(campaign, form, loadingText);
  if (result.kind === 'answer' && (result.code === 0 || result.code === 11)) keep(null);
  return result;
}
