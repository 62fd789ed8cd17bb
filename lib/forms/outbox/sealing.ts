import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseOutboxKey } from '@/lib/server/settings';

// AES-256-GCM with the reference as associated data: without the key nothing is readable, and a sealed
// post cannot be passed off as another.
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class OutboxKeyError extends Error {}

/** FORM_OUTBOX_KEY: 32 bytes, as 64 hex digits or base64 (checked by the settings at start). */
export const parseKey = (raw: string): Buffer => parseOutboxKey(raw);

/** FORM_OUTBOX_KEY, else (embedded only) one generated on first start, readable by this user alone. */
export function loadKey(configured: string | undefined, dir: string | null): Buffer {
  if (configured) return parseKey(configured);
  if (!dir) throw new OutboxKeyError('FORM_OUTBOX_KEY is required when the outbox is on Redis');
  const file = path.join(dir, 'outbox.key');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': two processes starting at once cannot both write one.
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKey(fs.readFileSync(file, 'utf8'));
}

export function seal(key: Buffer, reference: string, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(reference));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

/** Throws when the key is wrong or the sealed bytes were changed. */
export function unseal(key: Buffer, reference: string, sealed: Buffer): Buffer {
  if (sealed[0] !== VERSION) throw new Error('unknown sealing version');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(reference));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}
