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
  // Complaints (issue 9).
  { path: paths.complaint, screen: lazy(() => import('../screens/complaint-entry/complaint-entry-screen')) },
  { path: paths.complaintList, screen: lazy(() => import('../screens/complaint-list/complaint-list-screen')) },
  { path: paths.complaintForm, screen: lazy(() => import('../screens/complaint-form/complaint-form-screen')) },
  {
    path: paths.complaintDetail,
    screen: lazy(() => import('../screens/complaint-detail/complaint-detail-screen')),
  },
];
