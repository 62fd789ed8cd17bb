// Who sent a post, kept as a keyed hash of its e-mail address for as long as its consent record: enough
// to tell whether a later erasure request names the same address, never the address itself.
import crypto from 'node:crypto';

/** A key of its own, derived from the outbox's, so a tag says nothing of the sealing key. */
export const senderKey = (outboxKey: Buffer): Buffer => Buffer.from(crypto.hkdfSync('sha256', outboxKey, Buffer.alloc(0), 'kvns-outbox-sender-tag', 32));

/** The tag of `email` (case and spaces aside) as the sender of `reference`. */
export function senderTag(key: Buffer, reference: string, email: string): string {
  return crypto.createHmac('sha256', key).update(`${reference.toUpperCase()}\u0000${email.trim().toLowerCase()}`).digest('hex');
}

/** Compared in constant time, also when nothing is stored: the answer's time tells nothing. */
export function isSameSender(stored: string | null | undefined, claimed: string): boolean {
  const given = Buffer.from(claimed, 'hex');
  const kept = stored && stored.length === claimed.length ? Buffer.from(stored, 'hex') : Buffer.alloc(given.length);
  return crypto.timingSafeEqual(kept, given) && Boolean(stored);
}
