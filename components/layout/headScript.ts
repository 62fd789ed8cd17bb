import { headingFaceAfterPaint } from './fonts';

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

/**
 * Hides the school's notices this browser dismissed (their ids kept in its storage), before the first paint
 * so nothing moves; `dismissed` adds one, as its Dismiss button does. Storage refused: every notice shows.
 */
export function hideDismissedNotices(dismissed?: string): void {
  try {
    const key = 'kvns-dismissed-notices';
    const ids = (localStorage.getItem(key) ?? '').split(' ').filter((id) => /^[\w-]{1,64}$/.test(id));
    if (dismissed && !ids.includes(dismissed)) ids.push(dismissed);
    // The newest fifty: a notice long gone needs no place.
    const kept = ids.slice(-50);
    if (dismissed) localStorage.setItem(key, kept.join(' '));
    let style = document.getElementById(key);
    if (!style) {
      style = document.createElement('style');
      style.id = key;
      document.head.appendChild(style);
    }
    style.textContent = kept.length ? `${kept.map((id) => `[data-notice-id="${id}"]`).join(',')}{display:none}` : '';
  } catch {
    // Storage refused (a private window's settings): the notices stay.
  }
}

/** The inline script of every page's <head>: the functions' own source, each called once. */
export const HEAD_SCRIPT = [markScriptsOn, keepEarlyTaps, placePopoversBelowHeader, headingFaceAfterPaint, hideDismissedNotices].map((run) => `(${run.toString()})();`).join('');
