import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { commonMessages } from '../shared/i18n/common-messages';
import { useMessages } from '../shared/i18n/use-messages';
import { RouterFocus } from '../shared/navigation/router-focus';
import { LoadingIndicator } from '../shared/ui/loading/loading-indicator';
import { NotFound } from './not-found';
import { ReleaseBoundary } from './release/release-boundary';
import { routes } from './routes';

/**
 * The routes of the borrower app; an unknown path shows the not-found page, a screen whose chunk
 * a release removed loads the new release (docs/serving.md "Releases"). A move from one to
 * another takes the focus to the new screen's heading (docs/decisions.md "Moves between screens").
 */
export function AppRoutes() {
  const t = useMessages(commonMessages);
  const { pathname } = useLocation();
  const loading = <LoadingIndicator text={t('common.loading')} />;
  return (
    <>
      <RouterFocus />
      <ReleaseBoundary path={pathname} loading={loading}>
        <Suspense fallback={loading}>
          <Routes>
            {routes.map(({ path, screen: Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ReleaseBoundary>
    </>
  );
}
