import { headingFaceAfterPaint } from './fonts';
import { hideDismissedNotices } from '@/components/notices/dismissedNotices';

// Before the first paint, so styles can hide what scripts show on demand; without scripts all of it stays
// on the page. Each function here runs inline and refers to nothing outside itself.
export function markScriptsOn(): void {
  document.documentElement.setAttribute('data-scripts', '');
}

declare global {
  interface Window {
    /** Controls tapped before React listened for taps, as `keepEarlyTaps` kept them. */
    earlyTaps?: Set<Element>;
  }
}

/** Keeps a tap on a `data-early-tap` control made before hydration, answered once hydrated (`useEarlyTap`). */
export function keepEarlyTaps(): void {
  const taps = new Set<Element>();
  window.earlyTaps = taps;
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.hasAttribute('data-hydrated')) return;
      const control = event.target instanceof Element ? event.target.closest('[data-early-tap]') : null;
      if (!control) return;
      taps.add(control);
      control.setAttribute('aria-busy', 'true');
    },
    true,
  );
}

/** At the largest text the header wraps to two or three rows, taller than CSS could assume. */
export function placePopoversBelowHeader(): void {
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || (event as ToggleEvent).newState !== 'open') return;
      const header = popover.closest('header');
      if (!header) return;
      const bottom = Math.max(header.getBoundingClientRect().bottom, 0);
      popover.style.setProperty('--below-header', `${Math.round(bottom) + 4}px`);
    },
    true,
  );
}

/** The inline script of every page's <head>: the functions' own source, each called once. */
export const HEAD_SCRIPT = [markScriptsOn, keepEarlyTaps, placePopoversBelowHeader, headingFaceAfterPaint, hideDismissedNotices].map((run) => `(${run.toString()})();`).join('');
