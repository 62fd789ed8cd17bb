import { headingFaceAfterPaint } from './fonts';

/**
 * Marks the document as one whose scripts run (`data-scripts` on <html>), before the first paint: the
 * styles then hide what scripts show on demand (a listing's next cards, a tab's panel); without scripts
 * all of it stays on the page. Runs inline, so it refers to nothing outside itself.
 */
export function markScriptsOn(): void {
  document.documentElement.setAttribute('data-scripts', '');
}

/** The inline script of every page's <head>: the functions' own source, each called once. */
export const HEAD_SCRIPT = [markScriptsOn, headingFaceAfterPaint].map((run) => `(${run.toString()})();`).join('');
