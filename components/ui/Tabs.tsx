'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: TabItem[];
  orientation?: 'horizontal' | 'vertical';
  initialIndex?: number;
  /** Told when the selected tab changes (e.g. to keep it in the URL). */
  onSelect?: (index: number) => void;
}

/** Automatic activation; every panel is in the HTML, for search engines and before hydration. */
export default function Tabs({ label, tabs, orientation = 'horizontal', initialIndex = 0, onSelect }: TabsProps) {
  const [selected, setSelected] = useState(Math.min(Math.max(initialIndex, 0), Math.max(tabs.length - 1, 0)));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (index: number, focus: boolean) => {
    setSelected(index);
    onSelect?.(index);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const previousKeys = orientation === 'vertical' ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft'];
    const nextKeys = orientation === 'vertical' ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight'];
    let next: number | null = null;
    if (nextKeys.includes(event.key)) next = (selected + 1) % tabs.length;
    else if (previousKeys.includes(event.key)) next = (selected - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className={styles.tabs} data-orientation={orientation}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
