'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** The longest a browser that is never idle makes us wait. */
const IDLE_TIMEOUT_MS = 2000;

/** Work that can wait (a pop-up that restyles the page) then runs in its own task, not hydration's. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 0 }), []);
  return idle;
}
