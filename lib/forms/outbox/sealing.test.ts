import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadKey, OutboxKeyError, parseKey, seal, unseal } from './sealing';

const key = Buffer.alloc(32, 7);

test('a sealed post opens with its key and reference, and shows none of its text', () => {
  const plain = Buffer.from('{"name":"Asha Rao","phone":"9876543210"}');
  const sealed = seal(key, 'KVNS-7F3K4Q', plain);
  expect(sealed.includes(Buffer.from('Asha'))).toBe(false);
  expect(sealed.includes(Buffer.from('9876543210'))).toBe(false);
  expect(unseal(key, 'KVNS-7F3K4Q', sealed).toString()).toBe(plain.toString());
});

test('the wrong key, another reference or a changed byte cannot open it', () => {
  const sealed = seal(key, 'KVNS-7F3K4Q', Buffer.from('secret'));
  expect(() => unseal(Buffer.alloc(32, 8), 'KVNS-7F3K4Q', sealed)).toThrow();
  expect(() => unseal(key, 'KVNS-AAAAAA', sealed)).toThrow();
  const changed = Buffer.from(sealed);
  changed[changed.length - 1]! ^= 1;
  expect(() => unseal(key, 'KVNS-7F3K4Q', changed)).toThrow();
});

test('FORM_OUTBOX_KEY: 64 hex digits or base64 of 32 bytes; anything else is refused, naming the variable', () => {
  expect(parseKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
  expect(parseKey(Buffer.alloc(32, 3).toString('base64'))).toEqual(Buffer.alloc(32, 3));
  expect(() => parseKey('hunter2')).toThrow(/FORM_OUTBOX_KEY/);
});

test('without a key, the embedded outbox makes one, readable by its owner only, and keeps it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-key-'));
  const first = loadKey(undefined, dir);
  expect(first).toHaveLength(32);
  expect(fs.statSync(path.join(dir, 'outbox.key')).mode & 0o777).toBe(0o600);
  expect(loadKey(undefined, dir)).toEqual(first);
  expect(() => loadKey(undefined, null)).toThrow(OutboxKeyError);
});
