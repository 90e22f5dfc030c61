import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: string;
}

interface Props {
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The selected tab's content. */
  children?: ReactNode;
}

/** Tabs with one panel (the selected tab's); arrow keys, Home and End move between tabs. */
export function Tabs({ tabs, selected, onSelect, label, children }: Props) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(current + 1);
    else if (event.key === 'ArrowLeft') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div>
      <div className={styles.list} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className={styles.panel} role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
