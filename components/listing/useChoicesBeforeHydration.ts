'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { filterFromQuery, sameFilter, type ListFilter } from '@/lib/filters';

/**
 * Applies what the visitor chose in a listing's filters before the page hydrated. The controls keep a
 * year picked or a title typed while the scripts were on their way, but the filter, read from the
 * address, knew nothing of it: the list went on showing everything. Once hydrated, the controls are read
 * and, where they differ from what was rendered, the filter follows them.
 */
export function useChoicesBeforeHydration(form: RefObject<HTMLFormElement | null>, rendered: ListFilter, onChange: (next: ListFilter, history: 'replace') => void) {
  const firstRendered = useRef(rendered);
  const apply = useRef(onChange);
  useEffect(() => {
    apply.current = onChange;
  });
  useEffect(() => {
    if (!form.current) return;
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') chosen.set(name, value);
    const shown = filterFromQuery(chosen, firstRendered.current);
    if (!sameFilter(shown, firstRendered.current)) apply.current(shown, 'replace');
  }, [form]);
}
