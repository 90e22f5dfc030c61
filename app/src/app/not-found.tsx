import { useI18n } from '../shared/i18n/use-i18n';
import { Page } from '../shared/ui/page/page';
import { EmptyState } from '../shared/ui/screen-state/empty-state';

/** Any path without a screen. */
export function NotFound() {
  const { t } = useI18n();
  return (
    <Page title={t('common.notFoundTitle')}>
      <EmptyState message={t('common.notFoundBody')} />
    </Page>
  );
}
