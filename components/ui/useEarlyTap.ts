'use client';

import { useEffect, useRef } from 'react';

/** Answers a tap `keepEarlyTaps` kept, in a task after hydration, unless React delivered it itself. */
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
