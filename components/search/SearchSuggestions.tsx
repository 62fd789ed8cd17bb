'use client';

import { useEffect, useState, type RefObject } from 'react';
import useSWR from 'swr';
import type { SearchOutcome } from '@/lib/search/engine';
import styles from './Search.module.css';

export interface SuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
}

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 300;
const MIN_QUERY = 2;

async function fetchOutcome(url: string): Promise<SearchOutcome> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchOutcome;
}

const searchHref = (query: string) => `/search?${new URLSearchParams({ q: query }).toString()}`;

// The ARIA combobox pattern, the number of results announced; Enter with no option chosen submits the
// plain form to the results page.
export default function SearchSuggestions({ input, listId }: SuggestionsProps) {
  const [query, setQuery] = useState(() => input.current?.value.trim() ?? '');
  // Words typed while this island was on its way are answered as soon as it is here: the list opens for
  // them, not only at the next key.
  const [open, setOpen] = useState(() => document.activeElement === input.current && query.length >= MIN_QUERY);
  const [active, setActive] = useState(-1);
  const wanted = query.length >= MIN_QUERY ? `/api/search?q=${encodeURIComponent(query)}` : null;
  const { data } = useSWR(wanted, fetchOutcome, { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false });
  const outcome = wanted && data ? data : null;
  const options = outcome
    ? [
        ...outcome.results.map((result) => ({ href: result.url, label: result.title, detail: result.section ?? result.where })),
        { href: searchHref(query), label: `All results for “${query}”`, detail: '' },
      ]
    : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // Typing: a search after a pause; the list opens again.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      setOpen(true);
      setActive(-1);
      clearTimeout(timer);
      timer = setTimeout(() => setQuery(box.value.trim()), DEBOUNCE_MS);
    };
    const onBlur = (event: FocusEvent) => {
      if (!box.form?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    box.addEventListener('input', onInput);
    box.addEventListener('blur', onBlur);
    return () => {
      clearTimeout(timer);
      box.removeEventListener('input', onInput);
      box.removeEventListener('blur', onBlur);
    };
  }, [input]);

  // Keys, and the combobox's state on the box itself.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listId);
    box.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        const count = options.length;
        setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
      } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
        event.preventDefault();
        window.location.assign(options[active].href);
      } else if (event.key === 'Escape' && expanded) {
        // Held back from the browser, which would clear the box or close the popover holding it.
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  });

  const announcement = !open || !outcome ? '' : outcome.total === 0 ? 'No results.' : `${outcome.total === 1 ? '1 result' : `${outcome.total} results`}, arrow keys to choose.`;

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        className={styles.suggestions}
        hidden={!expanded}
        // Keeps focus in the box while a suggestion is clicked.
        onPointerDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <li
            key={option.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onClick={() => window.location.assign(option.href)}
          >
            <span className={styles.optionLabel}>{option.label}</span>
            {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
