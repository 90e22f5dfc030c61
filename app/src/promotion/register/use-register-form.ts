import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_MAX, SMS_CODE_MAX } from '../../shared/config/constants';
import { showToast } from '../../shared/feedback/feedback-store';
import { clampLength, numberInput, phoneInput } from '../../shared/format/input';
import { validateCaptcha, validateMobile, validateSmsCode } from '../../shared/format/validators';
import { captchaUrl, loadSid, trackClick, type Outcome } from '../api/promotion-api';
import { forwardedQuery, type Campaign } from '../campaign';
import type { Translate } from '../../shared/i18n/messages';
import type { PromotionKey } from '../i18n/messages-es';
import { DOWNLOAD_PATH } from '../routes';

/**
 * The two writes and the kept phone (api/keeping.ts), loaded right after the first render. Here,
 * not in promotion-api.ts, which the page's first script also bundles (its own 2 KiB budget).
 */
const keeping = () => import('../api/keeping');

/** Answer codes of get-sms and register (docs/screens.md "Promotion page"). */
export const SMS_SENT = 0;
export const SMS_WRONG_CAPTCHA = 101;
export const ALREADY_REGISTERED = 11;
export const REGISTERED_OK = 0;
export const REGISTER_WRONG_CAPTCHA = -1;

export type SidState = { status: 'loading' } | { status: 'ready'; sid: string } | { status: 'failed' };

interface Options {
  campaign: Campaign;
  t: Translate<PromotionKey>;
  navigate: (path: string, query?: string) => void;
  /** Timestamp source of the captcha URL (tests pin it). */
  now?: () => number;
}

/** Captcha text as typed: letters and digits, at most 4. */
export function captchaInput(raw: string): string {
  return clampLength(raw.replace(/[^0-9a-z]/gi, ''), CAPTCHA_MAX);
}

/** SMS code as typed: digits, at most 6. */
export function smsCodeInput(raw: string): string {
  return numberInput(raw).slice(0, SMS_CODE_MAX);
}

/**
 * The registration form (docs/screens.md "Promotion page"): mobile, captcha text and SMS
 * code, the sid (also the deviceId) and the captcha image's timestamp; the SMS send and the
 * registration with their answer codes. The mobile number is kept through a reload (never the
 * captcha answer or the SMS code) and forgotten once registered (docs/decisions.md "Network
 * failures"); a lost answer says so, and the retry sends the same Idempotency-Key.
 */
export function useRegisterForm({ campaign, t, navigate, now = Date.now }: Options) {
  const [mobile, setMobileValue] = useState('');
  // Whether the borrower has typed in the field since the page opened: then the kept number is
  // not put back, not even into a field they emptied before the chunk arrived (a chunk asked
  // for first is not always in first).
  const typed = useRef(false);
  const [captcha, setCaptchaValue] = useState('');
  const [smsCode, setSmsCodeValue] = useState('');
  const [sid, setSid] = useState<SidState>({ status: 'loading' });
  const [stamp, setStamp] = useState(now);
  const sidRequested = useRef(false);
  const registering = useRef(false);
  // (No useCallback here: nothing below is memoised, and the entry's 75 KiB count every byte.)
  const toastKey = (key: PromotionKey) => showToast(t(key));
  const toDownload = () => navigate(DOWNLOAD_PATH, forwardedQuery(campaign));
  const newCaptcha = () => setStamp(now());

  const requestSid = () => {
    setSid({ status: 'loading' });
    void loadSid().then((result) => {
      // A refusal's message was toasted by the client; a network failure says 'error'.
      if (result.kind === 'failed') toastKey('promotion.networkError');
      setSid(result.kind === 'ok' ? { status: 'ready', sid: result.sid } : { status: 'failed' });
      newCaptcha();
    });
  };

  useEffect(() => {
    // The kept number, loaded after the first render (put back a moment later), so a send does
    // not wait for it either. With nothing kept this sets '' over '', which React skips. One
    // effect with the sid's: each effect costs the promotion page's first load bytes.
    void keeping().then((keep) => typed.current || setMobileValue(keep.kept()));
    // One sid per page load (StrictMode runs effects twice; the ref survives that).
    if (sidRequested.current) return;
    sidRequested.current = true;
    requestSid();
    // Once per load on purpose, so no dependencies: useEffectEvent would say the same in more
    // bytes than the promotion page's first load has left (docs/quality.md "Start-up speed").
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A tap on the captcha: a new image, or the mobile message when no mobile is typed. */
  const refreshCaptcha = () => {
    if (sid.status === 'failed') requestSid();
    else if (mobile === '') toastKey('promotion.mobileInvalid');
    else newCaptcha();
  };

  /** The first failing rule (docs/screens.md "Promotion page" order: mobile, captcha, SMS code), toasted; true when all pass. */
  const valid = (withSmsCode: boolean) => {
    // The shared validators answer with the shared key; the promotion catalogue has the same.
    const problem = validateMobile(mobile) ?? validateCaptcha(captcha) ?? (withSmsCode ? validateSmsCode(smsCode) : null);
    if (problem) toastKey(problem as PromotionKey);
    return problem === null;
  };

  /** Shows a refusal's server message, 'error' on a transport failure, or that the answer did not arrive. */
  const showFailure = (result: Outcome) => {
    if (result.kind === 'failed') toastKey(result.lost ? 'lost' : 'promotion.networkError');
    else if (result.message) showToast(result.message);
  };

  /** The SMS button: true when the code was sent (the countdown starts). */
  const requestSms = async (): Promise<boolean> => {
    if (!valid(false)) return false;
    if (sid.status !== 'ready') {
      refreshCaptcha();
      return false;
    }
    trackClick(campaign, mobile);
    const result = await (await keeping()).sendSms(campaign, { phone: mobile, capcode: captcha, sid: sid.sid }, t('sending'));
    const code = result.kind === 'answer' ? result.code : null;
    if (code === SMS_SENT) {
      toastKey('promotion.smsSent');
      return true;
    }
    if (code === ALREADY_REGISTERED) {
      toastKey('promotion.registered');
      toDownload();
      return false;
    }
    showFailure(result);
    if (code === SMS_WRONG_CAPTCHA) newCaptcha();
    return false;
  };

  /** Register: all three fields; a second tap while the first is under way does nothing. */
  const submit = async () => {
    if (registering.current || !valid(true)) return;
    if (sid.status !== 'ready') {
      refreshCaptcha();
      return;
    }
    registering.current = true;
    try {
      const form = { phone: mobile, capcode: captcha, sid: sid.sid, smsCode };
      const result = await (await keeping()).register(campaign, form, t('registering'));
      const code = result.kind === 'answer' ? result.code : null;
      if (code === REGISTERED_OK || code === ALREADY_REGISTERED) {
        toastKey(code === REGISTERED_OK ? 'promotion.registerSuccess' : 'promotion.registered');
        // The completion tracking event of an ad campaign (UC present): the native tracking
        // point, its module loaded only then (most visitors never need the bridge).
        const uc = campaign.UC;
        if (code === REGISTERED_OK && uc) {
          void import('../../shared/bridge/bridge').then((bridge) => bridge.confirmTrackingPoint(uc));
        }
        toDownload();
        return;
      }
      if (code === REGISTER_WRONG_CAPTCHA) newCaptcha();
      showFailure(result);
    } finally {
      registering.current = false;
    }
  };

  return {
    mobile,
    captcha,
    smsCode,
    sid,
    captchaSrc: sid.status === 'ready' ? captchaUrl(sid.sid, stamp) : null,
    setMobile: (raw: string) => {
      typed.current = true;
      setMobileValue(phoneInput(raw));
      void keeping().then((keep) => keep.keep(raw));
    },
    setCaptcha: (raw: string) => setCaptchaValue(captchaInput(raw)),
    setSmsCode: (raw: string) => setSmsCodeValue(smsCodeInput(raw)),
    refreshCaptcha,
    requestSms,
    smsBlocked: () => toastKey('promotion.smsRepeat'),
    submit,
  };
}
