/**
 * What the cross-engine journeys need of a browser, whichever drives it: WebKit over W3C WebDriver
 * (e2e/webkit.ts), Firefox over WebDriver BiDi (e2e/firefox.ts). Scripts are function bodies run in the
 * page; keys are WebDriver's key codes (KEYS).
 */
export interface EngineSession {
  /** Runs a function body in the page and answers its result. */
  run<T>(script: string): Promise<T>;
  open(url: string): Promise<void>;
  click(selector: string): Promise<void>;
  /** Types into the element. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses a file on this machine in a file input, as the browser's file picker would. */
  upload(selector: string, path: string): Promise<void>;
  /** Presses keys, given as text or KEYS. */
  keys(text: string): Promise<void>;
  /**
   * The console's errors since the window opened, where the driver can read them (Firefox, over BiDi);
   * empty where it cannot (WebKit), which the journeys' recorder in the page covers instead.
   */
  consoleErrors(): Promise<string[]>;
  /** Polls a script until it answers true, for up to `timeoutMs`. */
  until(script: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const KEYS = { escape: '\uE00C', arrowRight: '\uE014', enter: '\uE007', home: '\uE011', end: '\uE010' } as const;

/** Polls `run(script)` until it answers true. */
export async function pollUntil(run: (script: string) => Promise<unknown>, script: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await run(script))) {
    if (Date.now() - started > timeoutMs) throw new Error(`still false after ${timeoutMs} ms: ${script}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
