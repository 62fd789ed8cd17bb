import { headingFaceAfterPaint } from './fonts';

/**
 * Marks the document as one whose scripts run (`data-scripts` on <html>), before the first paint: the
 * styles then hide what scripts show on demand (a listing's next cards, a tab's panel); without scripts
 * all of it stays on the page. Runs inline, so it refers to nothing outside itself.
 */
export function markScriptsOn(): void {
  document.documentElement.setAttribute('data-scripts', '');
}

declare global {
  interface Window {
    /** Controls tapped before React listened for taps, as `keepEarlyTaps` kept them. */
    earlyTaps?: Set<Element>;
  }
}

/**
 * Keeps a tap made before hydration on a `data-early-tap` control (Load More), which no handler would
 * see: the control shows it busy and answers once hydrated (`useEarlyTap`). Runs inline, so it refers to
 * nothing outside itself.
 */
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

/**
 * Opens Menu and Search just below the header as it stands (`--below-header`): at the largest text it
 * wraps to two or three rows, taller than CSS could assume. Runs inline, so it refers to nothing outside.
 */
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
export const HEAD_SCRIPT = [markScriptsOn, keepEarlyTaps, placePopoversBelowHeader, headingFaceAfterPaint].map((run) => `(${run.toString()})();`).join('');
