import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { commonMessages } from '../shared/i18n/common-messages';
import { useMessages } from '../shared/i18n/use-messages';
import { RouterFocus } from '../shared/navigation/router-focus';
import { LoadingIndicator } from '../shared/ui/loading/loading-indicator';
import { NotFound } from './not-found';
import { routes } from './routes';

/**
 * The routes of the borrower app; an unknown path shows the not-found page. A move from one to
 * another takes the focus to the new screen's heading (docs/decisions.md "Moves between screens").
 */
export function AppRoutes() {
  const t = useMessages(commonMessages);
  return (
    <>
      <RouterFocus />
      <Suspense fallback={<LoadingIndicator text={t('common.loading')} />}>
        <Routes>
          {routes.map(({ path, screen: Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </>
  );
}
