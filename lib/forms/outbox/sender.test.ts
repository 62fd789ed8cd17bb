import crypto from 'node:crypto';
import { isSameSender, senderKey, senderTag } from './sender';

const key = senderKey(crypto.randomBytes(32));

describe("a post's sender, kept as a keyed hash", () => {
  test('the same address matches whatever its case and spaces; another does not', () => {
    const kept = senderTag(key, 'KVNS-7F3K4Q', 'Asha.Rao@example.in');
    expect(isSameSender(kept, senderTag(key, 'kvns-7f3k4q', '  asha.rao@EXAMPLE.in '))).toBe(true);
    expect(isSameSender(kept, senderTag(key, 'KVNS-7F3K4Q', 'intruder@example.org'))).toBe(false);
  });

  test("a tag is the reference's own: the same address under another reference does not match", () => {
    expect(isSameSender(senderTag(key, 'KVNS-7F3K4Q', 'a@example.in'), senderTag(key, 'KVNS-9X2M8P', 'a@example.in'))).toBe(false);
  });

  test('nothing stored never matches, and the tag holds neither the address nor anything another key would make', () => {
    const tag = senderTag(key, 'KVNS-7F3K4Q', 'a@example.in');
    expect(isSameSender(null, tag)).toBe(false);
    expect(isSameSender('', tag)).toBe(false);
    expect(tag).not.toContain('example');
    expect(senderTag(senderKey(crypto.randomBytes(32)), 'KVNS-7F3K4Q', 'a@example.in')).not.toBe(tag);
  });
});
