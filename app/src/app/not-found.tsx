import { commonMessages } from '../shared/i18n/common-messages';
import { useMessages } from '../shared/i18n/use-messages';
import { Page } from '../shared/ui/page/page';
import { EmptyState } from '../shared/ui/screen-state/empty-state';

/** Any path without a screen. */
export function NotFound() {
  const t = useMessages(commonMessages);
  return (
    <Page title={t('common.notFoundTitle')}>
      <EmptyState message={t('common.notFoundBody')} />
    </Page>
  );
}
