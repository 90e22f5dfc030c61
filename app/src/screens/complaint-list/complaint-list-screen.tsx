import { useState } from 'react';
import { AppLink } from '../../features/complaint/app-link';
import { paths } from '../../shared/navigation/paths';
import { screenState } from '../../shared/server-state/screen-state';
import { formatDate } from '../../shared/format/date';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import { Tabs } from '../../shared/ui/tabs/tabs';
import { useProblemList } from '../../features/complaint/get-problem-list';
import styles from './complaint-list-screen.module.css';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

/**
 * My complaints (docs/screens.md "My complaints"): the server's tabs, each with its complaints (time, question type,
 * content cut to three lines); an item opens /complainDetails?problemId={id}.
 */
export default function ComplaintListScreen() {
  const t = useMessages(commonMessages);
  const ct = useMessages(complaintMessages);
  const state = screenState(useProblemList());
  const [selected, setSelected] = useState('0');

  let content;
  if (state.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else if (state.data.tabs.length === 0) content = <EmptyState message={ct('listEmpty')} />;
  else {
    const { tabs } = state.data;
    // Tabs are keyed by position: titles come from the server and may repeat.
    const index = Math.min(Number(selected), tabs.length - 1);
    const items = tabs[index]?.items ?? [];
    content = (
      <Tabs
        label={ct('listLabel')}
        tabs={tabs.map((tab, i) => ({ key: String(i), label: tab.title.trim() || ct('tabUntitled', { number: i + 1 }) }))}
        selected={String(index)}
        onSelect={setSelected}
      >
        {items.length === 0 ? (
          <EmptyState message={ct('tabEmpty')} />
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <AppLink className={styles.item} to={`${paths.complaintDetail}?problemId=${item.id}`}>
                  <span className={styles.top}>
                    <span className={styles.type}>{item.type}</span>
                    <span className={styles.time}>
                      <UnitText text={formatDate(item.time, true) || item.time} />
                    </span>
                  </span>
                  <span className={styles.content}>{item.content}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    );
  }
  return <Page title={ct('listTitle')}>{content}</Page>;
}
