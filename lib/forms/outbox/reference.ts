import { randomInt } from 'node:crypto';

/** Letters and digits a parent reads out on the phone without confusion: no 0/O, 1/I/L, 5/S, 2/Z, U/V. */
const ALPHABET = '346789ABCDEFGHJKMNPQRTWXY';
const LENGTH = 6;

export const REFERENCE_PATTERN = new RegExp(`^KVNS-[${ALPHABET}]{${LENGTH}}$`);

/** A post's reference, e.g. KVNS-7F3K2Q: shown to the visitor and sent with the post. */
export function newReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `KVNS-${code}`;
}
