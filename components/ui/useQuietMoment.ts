'use client';

import { useEffect, useRef, useState } from 'react';
import { useIdle } from './useIdle';

/** How long after the last press the page must stay untouched: the press's click lands first. */
const SETTLE_MS = 250;
/** The page is seen for this long after hydration first: a visitor's first tap goes to the page. */
const FIRST_LOOK_MS = 1000;
/** What the visitor has open: the menu (a popover), a menu group, another dialog. */
const OPEN_BY_VISITOR = ':popover-open, nav details[open], dialog[open]';

function somethingOpen(): boolean {
  try {
    return document.querySelector(OPEN_BY_VISITOR) !== null;
  } catch {
    // A browser without :popover-open has no popover menu to cover.
    return document.querySelector('nav details[open], dialog[open]') !== null;
  }
}

// Idle a second after hydration, no press under way or just made, nothing opened still open: what opens on
// its own (the home pop-up) then takes no tap meant for the page.
export function useQuietMoment(): boolean {
  const idle = useIdle();
  const [quiet, setQuiet] = useState(false);
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = performance.now();
  }, []);
  useEffect(() => {
    if (quiet) return;
    let pressing = false;
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      if (!idle || pressing) return;
      const wait = Math.max(SETTLE_MS, mountedAt.current + FIRST_LOOK_MS - performance.now());
      timer = window.setTimeout(() => {
        if (!pressing && !somethingOpen()) setQuiet(true);
      }, wait);
    };
    const onPress = () => {
      pressing = true;
      window.clearTimeout(timer);
    };
    const onRelease = () => {
      pressing = false;
      check();
    };
    const listeners: [string, () => void][] = [
      ['pointerdown', onPress],
      ['pointerup', onRelease],
      ['pointercancel', onRelease],
      ['keydown', check],
      // Popovers and <details> say so when they open or close; the event does not bubble, so it is caught on its way down.
      ['toggle', check],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    check();
    return () => {
      window.clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, [idle, quiet]);
  return quiet;
}
