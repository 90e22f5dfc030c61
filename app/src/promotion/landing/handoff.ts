/**
 * What the promotion page's first script (`first-paint.ts`, served as /promotion/landing.js)
 * hands the entry: the answers it asked for, unread, so the entry reads them instead of asking
 * again (channel-template stays once per load).
 */
export interface LandingHandoff {
  /** config.json (through the page's preload). */
  config: Promise<Response>;
  /** channel-template with the page's `id`; null when the page has no usable `id`. */
  template: Promise<Response> | null;
  /** True once the template's answer (or its failure) is in. */
  answered: boolean;
}

declare global {
  interface Window {
    promotionLanding?: LandingHandoff;
  }
}
