'use client';

import { useEffect, useRef } from 'react';

/**
 * A control that answers a tap made before it hydrated (kept by the head script's `keepEarlyTaps`;
 * the control carries `data-early-tap`). Returns the ref for the control and its click handler.
 *
 * A tap made while React hydrates is both kept and delivered by React to `onTap`, which then forgets
 * it; so the kept tap is answered a task after hydration, only when React did not deliver it.
 */
export function useEarlyTap<Control extends HTMLElement>(answer: () => void) {
  const ref = useRef<Control>(null);
  const answerRef = useRef(answer);
  useEffect(() => {
    answerRef.current = answer;
  });
  useEffect(() => {
    const control = ref.current;
    if (!control || !window.earlyTaps?.has(control)) return;
    const timer = setTimeout(() => {
      if (forget(control)) answerRef.current();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const onTap = () => {
    if (ref.current) forget(ref.current);
    answer();
  };
  return { ref, onTap };
}

/** Drops a kept tap on the control; says whether there was one. */
function forget(control: HTMLElement): boolean {
  control.removeAttribute('aria-busy');
  return window.earlyTaps?.delete(control) ?? false;
}
