import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from './paths';

export interface RouteEntry {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

// issue 11: one lazy component for all marketing routes.
const marketingSite = lazy(() => import('../screens/marketing-site/marketing-site-screen'));

/**
 * The route table: first match wins, each screen in its own lazy chunk. A later issue adds a
 * screen here together with its path in `paths.ts`.
 */
export const routes: readonly RouteEntry[] = [
  {
    path: paths.customerService,
    screen: lazy(() => import('../screens/customer-service/customer-service-screen')),
  },
  { path: paths.aboutUs, screen: lazy(() => import('../screens/about-us/about-us-screen')) },
  {
    path: paths.jointLoginFailed,
    screen: lazy(() => import('../screens/joint-login-failed/joint-login-failed-screen')),
  },
  {
    path: paths.privacyPolicy,
    screen: lazy(() => import('../screens/privacy-policy/privacy-policy-screen')),
  },
  // issue 11: the marketing site (every route the same lazy screen, so the frame stays while the
  // section changes) and the test preview page.
  ...[paths.home, paths.about, paths.user, paths.contact, paths.policy, paths.loanTerms, paths.privacyPage].map(
    (path) => ({ path, screen: marketingSite }),
  ),
  { path: paths.testPreview, screen: lazy(() => import('../screens/test-preview/test-preview-screen')) },
];
