/**
 * The promotion page's calls (docs/api.md "Server paths", /api/v2/youmi/...), through the shared clients: those
 * add no launch parameters to /api/v2 paths. Each caller decides what to show, so the clients'
 * automatic toast is turned off where the page shows the message itself.
 */
import { ApiError } from '../../shared/api/api-error';
import { SUCCESS_CODES_LEGACY } from '../../api/contract-constants';
import { apiGet } from '../../shared/api/json-client';
import { buildUrl } from '../../shared/api/request';
import type { Campaign } from '../campaign';

/** Client kind sent to the tracking calls: this page is the H5 register page. */
export const CLIENT_TYPE = 'h5';
/** Page kind of the tracking calls: 1 is the register page. */
export const PAGE_TYPE_REGISTER = 1;

export const TEMPLATE_PATH = '/api/v2/youmi/service/channel-template';
export const TRACK_VISIT_PATH = '/api/v2/youmi/promotion/track-visit';
export const TRACK_CLICK_PATH = '/api/v2/youmi/promotion/track-click';
export const SID_PATH = '/api/v2/youmi/promotion/get-sid';
export const CAPTCHA_PATH = '/api/v2/youmi/promotion/get-captcha';
export const SMS_PATH = '/api/v2/youmi/promotion/get-sms';
export const REGISTER_PATH = '/api/v2/youmi/promotion/register';

export interface LandingTemplate {
  id: number;
  appName: string;
  title: string;
  banner: string;
  downloadUrl: string;
}

/** What a call ended with: the server's code and message, or a transport failure. */
export type Outcome = { kind: 'answer'; code: number | string; message: string } | { kind: 'failed'; lost?: boolean };

/** The call's answer mapped by `answer`, or 'failed' on a transport failure (ApiError). */
async function settle<B, R>(call: Promise<B>, answer: (body: B) => R): Promise<R | { kind: 'failed' }> {
  try {
    return answer(await call);
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failed' };
    throw error;
  }
}

/**
 * The landing config. Code "00" gives the template; another code has already been toasted by
 * the client (its message); a transport failure gives 'failed' (the page toasts 'error').
 */
export function loadTemplate(
  templateId: number,
  response?: Promise<Response> | null,
): Promise<{ kind: 'ok'; template: LandingTemplate } | { kind: 'refused' } | { kind: 'failed' }> {
  return settle(apiGet(TEMPLATE_PATH, { templateId }, { response }), (body) =>
    body.code === SUCCESS_CODES_LEGACY && body.data ? ({ kind: 'ok', template: body.data } as const) : ({ kind: 'refused' } as const),
  );
}

/** A new session id (code 0), or why not: the client has toasted a refusal's message. */
export function loadSid(): Promise<{ kind: 'ok'; sid: string } | { kind: 'refused' } | { kind: 'failed' }> {
  return settle(apiGet(SID_PATH), (body) =>
    body.code === 0 && body.data?.sid ? ({ kind: 'ok', sid: body.data.sid } as const) : ({ kind: 'refused' } as const),
  );
}

function trackingQuery(campaign: Campaign) {
  return {
    page_id: campaign.id ?? '',
    user_from: campaign.user_from,
    client_type: CLIENT_TYPE,
    page_type: PAGE_TYPE_REGISTER,
    utm_tag: campaign.utm_tag,
    app_from: campaign.app_from,
  };
}

/** The visit of the register page (its answer is unused; failures are silent). */
export function trackVisit(campaign: Campaign): void {
  apiGet(TRACK_VISIT_PATH, trackingQuery(campaign), { toastOnError: false }).catch(() => undefined);
}

/** A tap on the SMS button with a valid form (its answer is unused; failures are silent). */
export function trackClick(campaign: Campaign, phone: string): void {
  apiGet(TRACK_CLICK_PATH, { ...trackingQuery(campaign), phone }, { toastOnError: false }).catch(() => undefined);
}

/** The captcha image of `sid`; `stamp` (a timestamp) makes every refresh a new image. */
export function captchaUrl(sid: string, stamp: number): string {
  return buildUrl(CAPTCHA_PATH, { sid, a: stamp });
}

export interface FormValues {
  phone: string;
  capcode: string;
  sid: string;
}
