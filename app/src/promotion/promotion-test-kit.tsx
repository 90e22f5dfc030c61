/**
 * What the promotion page's unit tests share (promotion-app.test.tsx, use-landing-template.test.tsx):
 * a campaign, the answers, a fake server by path, the mounted page and its inputs.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setFetch } from '../shared/api/request';
import { clearBridgeCalls } from '../shared/bridge/bridge';
import { DEFAULT_CONFIG, setConfig } from '../shared/config/runtime-config';
import { resetFeedback } from '../shared/feedback/feedback-store';
import { render, settle } from '../shared/testing/render';
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
export const TEMPLATE = {
  code: '00',
  message: 'ok',
  data: { id: 12, appName: 'Crédito Ágil', title: 'Hasta $10.000', banner: '/b.png', downloadUrl: 'https://x.test/app' },
};
export const SID = { code: 0, message: 'ok', data: { sid: 'sid-1' } };
export const OK = { code: 0, message: 'ok', data: {} };

/** Answers by path, in order per path; records every request. */
export function server(routes: Record<string, unknown[]>) {
  const requests: { path: string; query: URLSearchParams; body: URLSearchParams }[] = [];
  const impl = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test/');
    requests.push({ path: url.pathname, query: url.searchParams, body: new URLSearchParams(String(init.body ?? '')) });
    const key = url.pathname.split('/').at(-1) ?? '';
    // Unlisted calls succeed; the template with its own envelope (string code, a template).
    const queue = routes[key] ?? [key === 'channel-template' ? TEMPLATE : OK];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }));
  };
  setFetch(impl as typeof fetch);
  return requests;
}

export function toasts(): string[] {
  // The toast layer (the loading indicator is a status too, without aria-atomic).
  return [...document.querySelectorAll('[role="status"][aria-atomic="false"] p')].map((p) => p.textContent ?? '');
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
