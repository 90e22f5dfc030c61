import { pathTo, type PathKey } from '../../shared/navigation/paths';
import type { LaunchParams } from '../../shared/launch/launch-params';
import type { PreviewKey } from './test-preview-messages-es';

/** The launch parameters the page edits (docs/screens.md "Test preview page"), in the spec's order. */
export const PREVIEW_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'advertisingId',
  'productId',
  'orderId',
] as const;

export type PreviewField = (typeof PREVIEW_FIELDS)[number];
export type PreviewValues = Record<PreviewField, string>;

/**
 * The screens the page opens, in the spec's order. Bind bank has no screen in the
 * specification: its button starts the native bank flow through the bridge instead (see
 * README.md). Repayment instructions open /carpmm (docs/decisions.md "Routes").
 */
export const PREVIEW_PAGES: readonly { label: PreviewKey; path: PathKey | 'bindBank' }[] = [
  { label: 'page.loanConfirm', path: 'loanConfirm' },
  { label: 'page.orderDetail', path: 'orderDetail' },
  { label: 'page.repay', path: 'repay' },
  { label: 'page.repayExtension', path: 'repayExtension' },
  { label: 'page.bindBank', path: 'bindBank' },
  { label: 'page.aboutUs', path: 'aboutUs' },
  { label: 'page.complaint', path: 'complaint' },
  { label: 'page.customerService', path: 'customerService' },
  { label: 'page.privacyPolicy', path: 'privacyPolicy' },
  { label: 'page.repaymentInstruction', path: 'repaymentInstruction' },
];

/**
 * The page the bridge list's `openPage` asks the app to open: the example domain (reserved for
 * examples, always up, harmless in a real app), the same wherever the test page is served, so a
 * screenshot of the page does not depend on its address.
 */
export const SAMPLE_PAGE = 'https://example.com/';

/** The fields as the launch parameters say now ("" for a missing one). */
export function valuesFrom(launch: LaunchParams): PreviewValues {
  return Object.fromEntries(PREVIEW_FIELDS.map((field) => [field, launch[field] ?? ''])) as PreviewValues;
}

/**
 * The address of a screen with the fields in its query (empty ones left out) and the page's
 * language flag, as the native app would open it.
 */
export function previewHref(path: PathKey, values: PreviewValues, language: string | undefined): string {
  const query: Record<string, string> = {};
  for (const field of PREVIEW_FIELDS) if (values[field] !== '') query[field] = values[field];
  if (language) query.language = language;
  return pathTo(path, query);
}
