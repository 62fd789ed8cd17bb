/**
 * Firefox from Debian's firefox-esr over WebDriver BiDi, through puppeteer-core: Playwright cannot drive
 * it. The window is sized by Firefox's own arguments: puppeteer's viewport call sends a BiDi command ESR
 * 140 does not know.
 */
import { spawnSync } from 'node:child_process';
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { KEYS, pollUntil, type EngineSession } from './engines';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export function firefoxAvailable(): boolean {
  return spawnSync('sh', ['-c', `test -x ${FIREFOX}`]).status === 0;
}

const KEY_NAMES: Record<string, KeyInput> = {
  [KEYS.escape]: 'Escape',
  [KEYS.arrowRight]: 'ArrowRight',
  [KEYS.enter]: 'Enter',
  [KEYS.home]: 'Home',
  [KEYS.end]: 'End',
};

/** A Firefox window; `largeText` scales its text to 200%, as the system's text size does (`ui.textScaleFactor`). */
export async function firefoxSession({ width, height, largeText }: { width: number; height: number; largeText?: boolean }): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: null,
    args: [`--width=${width}`, `--height=${height}`],
    extraPrefsFirefox: largeText ? { 'ui.textScaleFactor': 200, 'browser.display.os-zoom-behavior': 2 } : {},
  });
  const page = await browser.newPage();
  const consoleErrors: string[] = [];
  // puppeteer's own arguments object (`__bidi_args`), read across a navigation the driver races, is the
  // driver's error, not the page's: nothing of the site's is named so.
  const record = (text: string) => {
    if (!text.includes('__bidi_args')) consoleErrors.push(`${text} (${page.url()})`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  page.on('pageerror', (error) => record(String(error)));
  const run = <T>(script: string) => page.evaluate(`(() => { ${script} })()`) as Promise<T>;
  // A page on its way to the next one has no document to ask: not yet.
  const poll = (script: string) => run(script).catch(() => false);
  return {
    run,
    open: async (url) => {
      await page.goto(url);
    },
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    upload: async (selector, path) => {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector}`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    keys: async (text) => {
      for (const key of text) {
        const name = KEY_NAMES[key];
        if (name) await page.keyboard.press(name);
        else await page.keyboard.type(key);
      }
    },
    consoleErrors: async () => [...consoleErrors],
    until: (script, timeoutMs) => pollUntil(poll, script, timeoutMs),
    close: () => browser.close(),
  };
}
