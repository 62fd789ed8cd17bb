// A value of another type reads as empty, so it gets the field's own message rather than a type error.
export function pickText(source: Record<string, unknown> | FormData, names: readonly string[]): Record<string, string | undefined> {
  const value = (name: string) => (source instanceof FormData ? source.get(name) : source[name]);
  return Object.fromEntries(names.map((name) => {
    const raw = value(name);
    if (raw === undefined || (raw === null && source instanceof FormData)) return [name, undefined];
    return [name, typeof raw === 'string' ? raw : ''];
  }));
}

/** A hidden field people never see nor fill; a bot that fills it is told "thank you" and nothing is sent. */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
