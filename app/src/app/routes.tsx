import { lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { Language } from '../shared/i18n/language';
import { paths } from '../shared/navigation/paths';

interface ScreenModule {
  default: ComponentType;
  /**
   * What the screen needs before its first render besides its chunk (the marketing site's
   * legal texts): start-up and the prerender wait for it.
   */
  prepare?: (pathname: string, language: Language) => Promise<void>;
}

export interface RouteEntry {
  path: string;
  screen: ComponentType;
  /** Fetches the screen's chunk (once; the screen renders from the same import). */
  load: () => Promise<ScreenModule>;
}

export interface LazyScreen {
  screen: ComponentType;
  load: () => Promise<ScreenModule>;
}

/** How many times the borrower retried a screen whose chunk failed to load. */
let retries = 0;

/** The next mount of a screen whose chunk failed asks for it again (app/release/release-boundary.tsx). */
export function retryScreens(): void {
  retries += 1;
}

/**
 * A screen in its own chunk that start-up can fetch before the first render (`preloadRoute`).
 * Rendered when its chunk is already in, it shows at once. Otherwise it goes through
 * React.lazy: the Suspense fallback first, then React holds the arrived screen back for up to
 * 300 ms (its reveal throttle), and the screen's first API call with it (seen in traces of
 * every cold start; docs/quality.md "Start-up speed").
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let pending: Promise<ScreenModule> | null = null;
  let loaded: ComponentType | null = null;
  const once = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch is not kept: a retry asks again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  let Lazy = lazy(once);
  let lazyRetry = retries;
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount
    // the screen and lose its state. React.lazy keeps a rejection for good, so the mount of a
    // retry (retryScreens) gets a new one; until then the same one, which React renders again
    // to deliver its error to the boundary.
    const [Component] = useState<ComponentType>(() => {
      if (lazyRetry !== retries) {
        lazyRetry = retries;
        Lazy = lazy(once);
      }
      return loaded ?? Lazy;
    });
    return <Component />;
  }
  return { screen: Screen, load: once };
}

const route = (path: string, { screen, load }: LazyScreen): RouteEntry => ({ path, screen, load });

const loanDetail = lazyScreen(() => import('../screens/loan-detail/loan-detail-screen'));
// One lazy component for all marketing routes.
const marketingSite = lazyScreen(() => import('../screens/marketing-site/marketing-site-screen'));
const customerService = lazyScreen(() => import('../screens/customer-service/customer-service-screen'));

/**
 * The route table: first match wins, each screen in its own lazy chunk. A later issue adds a
 * screen here together with its path in `paths.ts`.
 */
export const routes: readonly RouteEntry[] = [
  route(paths.customerService, customerService),
  route(
    paths.aboutUs,
    lazyScreen(() => import('../screens/about-us/about-us-screen')),
  ),
  route(
    paths.jointLoginFailed,
    lazyScreen(() => import('../screens/joint-login-failed/joint-login-failed-screen')),
  ),
  route(
    paths.privacyPolicy,
    lazyScreen(() => import('../screens/privacy-policy/privacy-policy-screen')),
  ),
  // Loan screens: loan details answers both of its paths with one chunk.
  route(
    paths.loanConfirm,
    lazyScreen(() => import('../screens/loan-confirm/loan-confirm-screen')),
  ),
  route(paths.loanDetail, loanDetail),
  route(paths.orderDetail, loanDetail),
  route(
    paths.loanAgreement,
    lazyScreen(() => import('../screens/loan-agreement/loan-agreement-screen')),
  ),
  route(
    paths.periodAgreement,
    lazyScreen(() => import('../screens/period-agreement/period-agreement-screen')),
  ),
  // Repayment.
  route(
    paths.repay,
    lazyScreen(() => import('../screens/repay/repay-screen')),
  ),
  route(
    paths.repayExtension,
    lazyScreen(() => import('../screens/repay-extension/repay-extension-screen')),
  ),
  route(
    paths.repaymentInstruction,
    lazyScreen(() => import('../screens/repayment-instruction/repayment-instruction-screen')),
  ),
  // /Dag: the specification only says the draggable customer-service button goes there and does
  // not show the screen; docs/decisions.md "Routes" decides it shows the customer-service screen (the same
  // lazy screen and chunk as /customer-service).
  route(paths.dag, customerService),
  // Legacy payment flow: one lazy chunk for its three screens (see legacy-flow.ts)
  route(
    paths.legacyRepay,
    lazyScreen(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepayScreen }))),
  ),
  route(
    paths.legacyRepaySms,
    lazyScreen(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepaySmsScreen }))),
  ),
  route(
    paths.legacyRepayBorrowDetail,
    lazyScreen(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepayBorrowDetailScreen }))),
  ),
  // The marketing site (every route the same lazy screen, so the frame stays while the
  // section changes) and the test preview page.
  ...[paths.home, paths.about, paths.user, paths.contact, paths.policy, paths.loanTerms, paths.privacyPage].map((path) =>
    route(path, marketingSite),
  ),
  route(
    paths.testPreview,
    lazyScreen(() => import('../screens/test-preview/test-preview-screen')),
  ),
  // Complaints.
  route(
    paths.complaint,
    lazyScreen(() => import('../screens/complaint-entry/complaint-entry-screen')),
  ),
  route(
    paths.complaintList,
    lazyScreen(() => import('../screens/complaint-list/complaint-list-screen')),
  ),
  route(
    paths.complaintForm,
    lazyScreen(() => import('../screens/complaint-form/complaint-form-screen')),
  ),
  route(
    paths.complaintDetail,
    lazyScreen(() => import('../screens/complaint-detail/complaint-detail-screen')),
  ),
];

/**
 * Fetches the chunk of the route at `pathname` (matched as `<Routes>` matches: whole path, any
 * letter case) and what its screen prepares, so start-up can load it together with config.json
 * and render the screen without a Suspense fallback. Resolves true when all of it is in, false
 * when something failed (the screen asks again when it renders, as it would have without the
 * preload); true at once for an unknown path.
 */
export function preloadRoute(pathname: string, language: Language): Promise<boolean> {
  const entry = routes.find(({ path }) => matchPath(path, pathname) !== null);
  if (!entry) return Promise.resolve(true);
  return entry
    .load()
    .then((module) => module.prepare?.(pathname, language))
    .then(
      () => true,
      () => false,
    );
}
