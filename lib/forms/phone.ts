// Read as its ten digits after +91, 91 or 0 and any separators, or not at all: a number is never cut to fit.

/** What may separate the digits: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s\-.()]/g;

/** The ten digits the number stands for, or null when it is not a ten-digit Indian number. */
export function phoneDigits(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '');
  const international = /^\+91(\d{10})$/.exec(compact);
  if (international) return international[1]!;
  if (!/^\d+$/.test(compact)) return null;
  if (compact.length === 10) return compact;
  if (compact.length === 12 && compact.startsWith('91')) return compact.slice(2);
  if (compact.length === 11 && compact.startsWith('0')) return compact.slice(1);
  return null;
}

/** The ten digits as they are read out: 98765 43210. */
export const spokenPhone = (digits: string) => `${digits.slice(0, 5)} ${digits.slice(5)}`;

/** Keys a phone number is typed with: digits, +, and the separators. */
export const PHONE_KEY = /^[\d+\s\-.()]$/;
