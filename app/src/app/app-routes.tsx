import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { commonMessages } from '../shared/i18n/common-messages';
import { useMessages } from '../shared/i18n/use-messages';
import { LoadingIndicator } from '../shared/ui/loading/loading-indicator';
import { NotFound } from './not-found';
import { routes } from './routes';

/** The routes of the borrower app; an unknown path shows the not-found page. */
export function AppRoutes() {
  const t = useMessages(commonMessages);
  return (
    <Suspense fallback={<LoadingIndicator text={t('common.loading')} />}>
      <Routes>
        {routes.map(({ path, screen: Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
