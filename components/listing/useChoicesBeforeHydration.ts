'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { filterFromQuery, sameFilter, type ListFilter } from '@/lib/listings/filters';

/**
 * What the visitor chose in a listing's filters before the page hydrated: a control that differs from
 * what the server drew wins, every other part stays as the address has it (a title box the browser did
 * not restore on a reload never takes the address's title away).
 */
export function useChoicesBeforeHydration(form: RefObject<HTMLFormElement | null>, rendered: ListFilter, onChange: (next: ListFilter, history: 'replace') => void) {
  const drawn = useRef(rendered);
  const apply = useRef(onChange);
  useEffect(() => {
    apply.current = onChange;
  });
  useEffect(() => {
    if (!form.current) return;
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') chosen.set(name, value);
    const controls = filterFromQuery(chosen, drawn.current);
    const inAddress = filterFromQuery(window.location.hash, drawn.current);
    const changed = (part: keyof ListFilter) => (controls[part] !== drawn.current[part] ? controls[part] : inAddress[part]);
    const next = { year: changed('year'), month: changed('month'), query: changed('query') } as ListFilter;
    if (!sameFilter(next, inAddress)) apply.current(next, 'replace');
  }, [form]);
}
