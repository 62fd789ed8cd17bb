'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SuggestionsProps } from './SearchSuggestions';
import styles from './Search.module.css';

interface SearchBoxProps {
  /** The input's id; the suggestions' ids derive from it. */
  id: string;
  defaultValue?: string;
  /** In the header: at 991px or less the box hides behind a Search button (a popover, no script needed). */
  collapsible?: boolean;
  /** Names the search landmark, so the header's and a page's own are told apart. */
  landmarkLabel: string;
}

/** A plain GET form to /search; the as-you-type island is fetched when the box first takes focus. */
export default function SearchBox({ id, defaultValue, collapsible = false, landmarkLabel }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const loadSuggestions = () => {
    if (!Suggestions) void import('./SearchSuggestions').then((module) => setSuggestions(() => module.default));
  };
  // A box that took focus before the page's scripts ran saw no focus event of theirs.
  useEffect(() => {
    if (document.activeElement === inputRef.current) loadSuggestions();
    // Once, as the box hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const form = (
    <form role="search" aria-label={landmarkLabel} action="/search" method="get" className={styles.form}>
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder="Search the site"
        maxLength={200}
        autoComplete="off"
        onFocus={loadSuggestions}
      />
      <button type="submit" className={`button ${styles.submit}`}>
        Search
      </button>
      {Suggestions ? <Suggestions input={inputRef} listId={`${id}-suggestions`} /> : null}
    </form>
  );
  if (!collapsible) return form;

  const panelId = `${id}-panel`;
  return (
    <div className={styles.header}>
      <button type="button" className={styles.toggle} popoverTarget={panelId} aria-label="Search">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} popover="auto" className={`popover-in-place ${styles.panel}`} onToggle={(event) => event.newState === 'open' && inputRef.current?.focus()}>
        {form}
      </div>
    </div>
  );
}
