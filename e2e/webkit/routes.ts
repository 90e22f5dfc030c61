/**
 * Every route of the route table (app/src/shared/navigation/paths.ts) as the WebKit checks open it: the launch
 * query of its Chromium spec, plus what the screen needs to show real data (an order, an amount,
 * a complaint). Keyed by path key, so a route added to paths.ts fails the type check here until
 * it says how it opens.
 */
import { type PathKey, paths } from '../../app/src/shared/navigation/paths';
import type { Language } from '../../app/src/shared/i18n/language';
import { complaintUrl } from '../support/complaint';
import { languageFlag, launchUrl } from '../support/launch';
import { legacyUrl } from '../support/legacy';
import { loanUrl } from '../support/loan';
import { repayUrl } from '../support/repay';

type Opener = (path: string, language: Language) => string;

const launch: Opener = (path, language) => launchUrl(path, language);
const loan: Opener = (path, language) => loanUrl(path, language);
const repay: Opener = (path, language) => repayUrl(path, language);
const complaint =
  (extra: Record<string, string> = {}): Opener =>
  (path, language) =>
    complaintUrl(path, language, `webkit-routes-${language}`, extra);
/** The SMS step and the result open from the flow's sessionStorage; alone they say so on screen. */
const legacy: Opener = (path, language) => legacyUrl(`webkit-routes-${language}`, language).replace('/legacy-repay', path);
const site: Opener = (path, language) => `${path}?language=${languageFlag(language)}`;

const OPENERS: Record<PathKey, Opener> = {
  customerService: launch,
  aboutUs: launch,
  jointLoginFailed: launch,
  privacyPolicy: launch,
  loanConfirm: loan,
  loanDetail: loan,
  orderDetail: loan,
  loanAgreement: (path, language) => loanUrl(path, language, 'default', { orderNo: 'MX202611220001' }),
  periodAgreement: loan,
  repay,
  repayExtension: repay,
  repaymentInstruction: (path, language) => `${repayUrl(path, language)}&amount=345000&payCode=OXXO&requestType=1`,
  dag: launch,
  legacyRepay: legacy,
  legacyRepaySms: legacy,
  legacyRepayBorrowDetail: legacy,
  home: site,
  about: site,
  user: site,
  contact: site,
  policy: site,
  loanTerms: site,
  privacyPage: site,
  testPreview: launch,
  complaint: complaint(),
  complaintList: complaint({ scenario: 'complaint-list-many' }),
  complaintForm: complaint({ problemType: '1', problemSonType: '11', orderNo: 'MX202611220001' }),
  complaintDetail: complaint({ problemId: '5001', scenario: 'complaint-detail-images' }),
};

/** Each route's URL in `language`. */
export function routeUrls(language: Language): { key: PathKey; url: string }[] {
  return (Object.keys(paths) as PathKey[]).map((key) => ({ key, url: OPENERS[key](paths[key], language) }));
}
