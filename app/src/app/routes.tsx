import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from './paths';

export interface RouteEntry {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

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
  // Legacy payment flow (issue 12): one lazy chunk for its three screens (see legacy-flow.ts)
  { path: paths.legacyRepay, screen: lazy(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepayScreen }))) },
  {
    path: paths.legacyRepaySms,
    screen: lazy(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepaySmsScreen }))),
  },
  {
    path: paths.legacyRepayBorrowDetail,
    screen: lazy(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepayBorrowDetailScreen }))),
  },
];
