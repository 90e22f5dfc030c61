import { useEffect, useRef, useState } from 'react';
import { showToast } from '../shared/feedback/feedback-store';
import { loadTemplate, type LandingTemplate } from './api/promotion-api';
import { templateId, type Campaign } from './campaign';
import type { Translate } from '../shared/i18n/messages';
import type { PromotionKey } from './i18n/messages-es';

export type TemplateState =
  | { status: 'loading' }
  | { status: 'ready'; template: LandingTemplate }
  /** Refused, failed, or no usable `id`: the pages fall back to the configured app name. */
  | { status: 'missing' };

export type TemplateResult = Awaited<ReturnType<typeof loadTemplate>>;

/**
 * The landing config's call of this page load, started by the entry before React renders
 * (main.tsx): it reads `answer`, the first script's request, when there is one
 * (landing/first-paint.ts). `null` when the page has no usable `id`.
 */
export function startLandingTemplate(
  campaign: Campaign,
  configRead: Promise<unknown>,
  answer?: Promise<Response> | null,
): Promise<TemplateResult> | null {
  const id = templateId(campaign);
  return id === null ? null : configRead.then(() => loadTemplate(id, answer));
}

const stateOf = (result: TemplateResult): TemplateState =>
  result.kind === 'ok' ? { status: 'ready', template: result.template } : { status: 'missing' };

/**
 * The landing config (channel-template with the page's `id`), loaded once per page load and
 * kept for every hash route (the specification's "registration promotion template" store).
 * Code "00" succeeds; another code shows its message (the client toasts it); a network failure
 * shows 'error'. `load` is the call the entry started, `settled` its result when it was in
 * before the first render (the banner the first script drew then stays, with no blank frame).
 */
export function useLandingTemplate(
  campaign: Campaign,
  t: Translate<PromotionKey>,
  load?: Promise<TemplateResult> | null,
  settled?: TemplateResult | null,
): TemplateState {
  const id = templateId(campaign);
  const [state, setState] = useState<TemplateState>(() =>
    id === null ? { status: 'missing' } : settled ? stateOf(settled) : { status: 'loading' },
  );
  const started = useRef(false);
  useEffect(() => {
    // Once per load, StrictMode's second effect run included.
    if (id === null || started.current) return;
    started.current = true;
    void (load ?? loadTemplate(id)).then((result) => {
      if (result.kind === 'failed') showToast(t('promotion.networkError'));
      setState(stateOf(result));
    });
  }, [id, t, load]);
  return state;
}
