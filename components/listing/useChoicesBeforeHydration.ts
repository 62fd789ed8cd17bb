'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { filterFromQuery, sameFilter, type ListFilter } from '@/lib/listings/filters';

// A control that differs from what the server drew wins; the rest stays as the address has it, so a title
// box the browser did not restore never drops the address's title.
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
