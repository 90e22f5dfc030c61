/**
 * What the promotion page's unit tests share (promotion-app.test.tsx, use-landing-template.test.tsx):
 * a campaign, the mounted page and its inputs. The answers come from the mock server's
 * scenarios (shared/testing/msw/server.ts).
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearBridgeCalls } from '../shared/bridge/bridge';
import { DEFAULT_CONFIG, setConfig } from '../shared/config/runtime-config';
import { resetFeedback } from '../shared/feedback/feedback-store';
import { snapshotJson } from '../shared/testing/msw/server';
import { render, settle } from '../shared/testing/render';
import { TOAST_REGION_SELECTOR } from '../shared/ui/toast/toast-provider';
import { readCampaign } from './campaign';
import { es } from './i18n/messages-es';
import { promotionMessages } from './i18n/promotion-messages';
import { PromotionApp } from './promotion-app';
import { memoryHashLocation } from './router/hash-location';

/**
 * Both languages' messages are loaded (as main.tsx loads the visitor's); each test starts with
 * no toast, no bridge call, the default config; bridge logs are muted.
 */
export function setUpPromotionTests(): void {
  beforeAll(() => Promise.all([promotionMessages.load('es'), promotionMessages.load('en')]));
  beforeEach(() => {
    resetFeedback();
    clearBridgeCalls();
    setConfig(DEFAULT_CONFIG);
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
}

export const CAMPAIGN = readCampaign('?id=12&user_from=fb&app_from=ca&utm_tag=nov&links_id=7&invite_code=AMIGO', '#/');
/** What the default scenario's get-sid answers (the captcha and the forms carry it). */
export const SID = (snapshotJson('default', 'get-sid') as { data: { sid: string } }).data.sid;

export function toasts(): string[] {
  // The toast layer (the loading indicator is a status too, without aria-atomic).
  return [...document.querySelectorAll(`${TOAST_REGION_SELECTOR} p`)].map((p) => p.textContent ?? '');
}

export function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function mount(campaign = CAMPAIGN, language: 'es' | 'en' = 'es', hash = '#/') {
  const location = memoryHashLocation(hash);
  const view = render(<PromotionApp campaign={campaign} language={language} location={location} />);
  const input = (label: string) => {
    const el = [...view.container.querySelectorAll('label')].find((l) => l.textContent === label);
    return view.container.querySelector<HTMLInputElement>(`#${CSS.escape(el?.htmlFor ?? '')}`);
  };
  return { view, location, input };
}

export async function fillForm(app: ReturnType<typeof mount>, mobile: string, captcha: string, sms = '') {
  type(app.input(es.mobileLabel), mobile);
  type(app.input(es.captchaLabel), captcha);
  if (sms) type(app.input(es.smsLabel), sms);
  await settle();
}
