import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useI18n } from '../shared/i18n/use-i18n';
import { LoadingIndicator } from '../shared/ui/loading/loading-indicator';
import { NotFound } from './not-found';
import { routes } from './routes';

/** The routes of the borrower app; an unknown path shows the not-found page. */
export function AppRoutes() {
  const { t } = useI18n();
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
