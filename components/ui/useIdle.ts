'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** The longest a browser that is never idle makes us wait. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is first idle after hydration. Work that can wait a moment (opening a pop-up
 * that restyles the whole page) then runs in a task of its own instead of lengthening hydration's.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 0 }), []);
  return idle;
}
