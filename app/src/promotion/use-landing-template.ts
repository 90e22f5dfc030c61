import { useEffect, useRef, useState } from 'react';
import { showToast } from '../shared/feedback/feedback-store';
import { loadTemplate, type LandingTemplate } from './api/promotion-api';
import { templateId, type Campaign } from './campaign';
import type { PromotionText } from './i18n/promotion-i18n';

export type TemplateState =
  | { status: 'loading' }
  | { status: 'ready'; template: LandingTemplate }
  /** Refused, failed, or no usable `id`: the pages fall back to the configured app name. */
  | { status: 'missing' };

/**
 * The landing config (channel-template with the page's `id`), loaded once per page load and
 * kept for every hash route (the specification's "registration promotion template" store).
 * Code "00" succeeds; another code shows its message (the client toasts it); a network failure
 * shows 'error'.
 */
export function useLandingTemplate(campaign: Campaign, t: PromotionText['t']): TemplateState {
  const id = templateId(campaign);
  const [state, setState] = useState<TemplateState>(id === null ? { status: 'missing' } : { status: 'loading' });
  const started = useRef(false);
  useEffect(() => {
    // Once per load, StrictMode's second effect run included.
    if (id === null || started.current) return;
    started.current = true;
    void loadTemplate(id).then((result) => {
      if (result.kind === 'ok') {
        setState({ status: 'ready', template: result.template });
        return;
      }
      if (result.kind === 'failed') showToast(t('promotion.networkError'));
      setState({ status: 'missing' });
    });
  }, [id, t]);
  return state;
}
