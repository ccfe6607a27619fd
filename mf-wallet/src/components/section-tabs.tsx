import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorBoundary } from 'shared-ui';
import { Icon, type IconName } from './icon';
import styles from './section-tabs.module.css';

export interface SectionTab<T extends string> {
  id: T;
  label: string;
  icon: IconName;
  /** Rendered only while selected. */
  render: () => ReactNode;
}

interface SectionTabsProps<T extends string> {
  tabs: readonly SectionTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Sidebar with a vertical tablist (desktop), or a labelled select (mobile). */
  layout: 'sidebar' | 'select';
  /** Accessible name of the tab list. */
  label: string;
  /** An action shown after the tabs (e.g. 'Contactanos'); not a tab itself. */
  extra?: ReactNode;
}

/**
 * The sections of /app. Desktop: ARIA tabs (arrow keys, Home and End move and select, one tab stop).
 * Mobile: a native select 'Sección', which screen readers and touch screens already handle well.
 */
export function SectionTabs<T extends string>({ tabs, selected, onSelect, layout, label, extra }: SectionTabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const selectId = `${baseId}-select`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    let next: number | null = null;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next]!;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const panel = (
    <ErrorBoundary key={current.id} name={`mf_wallet: ${current.label}`}>
      {current.render()}
    </ErrorBoundary>
  );

  if (layout === 'select') {
    return (
      <div className={styles.mobile}>
        <div className={styles.selector}>
          <div className={styles.field}>
            <label htmlFor={selectId} className={styles.selectLabel}>
              Sección
            </label>
            <select
              id={selectId}
              className={styles.select}
              value={current.id}
              onChange={(event) => onSelect(event.target.value as T)}
            >
              {tabs.map((tab) => (
                <option key={tab.id} value={tab.id}>
                  {tab.label}
                </option>
              ))}
            </select>
          </div>
          {extra}
        </div>
        <section aria-labelledby={`${panelId}-heading`} className={styles.panel}>
          <h1 id={`${panelId}-heading`} className={styles.panelHeading}>
            {current.label}
          </h1>
          {panel}
        </section>
      </div>
    );
  }

  return (
    <div className={styles.desktop}>
      <aside className={styles.sidebar}>
        <div
          role="tablist"
          aria-label={label}
          aria-orientation="vertical"
          className={styles.tablist}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => {
            const active = tab.id === current.id;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(tab.id, node);
                  else tabRefs.current.delete(tab.id);
                }}
                id={tabId(tab.id)}
                type="button"
                role="tab"
                aria-selected={active}
                aria-controls={active ? panelId : undefined}
                tabIndex={active ? 0 : -1}
                className={`${styles.tab} ${active ? styles.active : ''}`}
                onClick={() => onSelect(tab.id)}
              >
                <Icon name={tab.icon} size={22} />
                <span>{tab.label}</span>
              </button>
            );
          })}
        </div>
        {extra}
      </aside>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(current.id)} tabIndex={0} className={styles.panel}>
        <h1 className={styles.panelHeading}>{current.label}</h1>
        {panel}
      </div>
    </div>
  );
}
