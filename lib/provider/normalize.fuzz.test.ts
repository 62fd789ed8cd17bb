import fc from 'fast-check';
import { fuzzRuns, hostilePayload, hostileRecord } from '@/test/hostile';
import * as normalize from './normalize';

const NORMALISERS = {
  normalizeLeaderMessage: (raw: Record<string, unknown>) => normalize.normalizeLeaderMessage(raw),
  normalizeCircular: normalize.normalizeCircular,
  normalizeGalleryItem: normalize.normalizeGalleryItem,
  normalizeAccolade: normalize.normalizeAccolade,
  normalizeVideo: normalize.normalizeVideo,
  normalizeNewsItem: normalize.normalizeNewsItem,
  normalizeHighlight: normalize.normalizeHighlight,
  normalizeOnlineRegistration: normalize.normalizeOnlineRegistration,
  normalizeNotification: normalize.normalizeNotification,
  normalizeEvent: normalize.normalizeEvent,
  normalizeTopper: normalize.normalizeTopper,
  normalizeTestimonial: normalize.normalizeTestimonial,
  normalizeSubGallery: normalize.normalizeSubGallery,
} as const;

const URL_FIELD = /(url|link|photo|image|images|attachments|thumbnail|cover|file)s?$/i;
// Plain text may hold a literal '<' the provider escaped as &lt;: React escapes it again when shown.
const HTML_FIELD = /Html$/;

/** Every leaf of a normalised record, with the name of the field it sits in. */
function leaves(value: unknown, field = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item) => leaves(item, field));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, key));
  return [[field, value]];
}

describe.each(Object.entries(NORMALISERS))('%s on hostile records', (_name, normaliser) => {
  it('never throws and returns only typed, safe values', () => {
    fc.assert(
      fc.property(hostileRecord, fc.nat(50), (raw, index) => {
        const record = (normaliser as (raw: Record<string, unknown>, index: number) => object)(raw, index);
        expect(JSON.parse(JSON.stringify(record))).toEqual(record);
        if ('id' in record) expect(typeof record.id === 'string' && record.id.length > 0).toBe(true);
        for (const [field, value] of leaves(record)) {
          expect(['string', 'number', 'boolean'].includes(typeof value) || value === null).toBe(true);
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
          if (typeof value !== 'string') continue;
          expect(value.length).toBeLessThanOrEqual(20_000);
          if (URL_FIELD.test(field) && value) expect(value.startsWith('/files/') || value.startsWith('https://')).toBe(true);
          if (HTML_FIELD.test(field)) expect(value).not.toMatch(/<script|<iframe|<svg|\son[a-z]+\s*=|javascript:/i);
          if (field === 'date' || field === 'fromDate') expect(value).toMatch(/^\d{4}-\d{2}-\d{2}/);
        }
      }),
      { numRuns: fuzzRuns(300), seed: 20261122 },
    );
  });
});

describe('normalizeList on hostile answers', () => {
  it('gives an array of records, or refuses the answer as malformed: nothing else', () => {
    fc.assert(
      fc.property(hostilePayload, (payload) => {
        let list: ReturnType<typeof normalize.normalizeNewsItem>[];
        try {
          list = normalize.normalizeList(payload, normalize.normalizeNewsItem);
        } catch (error) {
          expect(error).toBeInstanceOf(normalize.MalformedAnswerError);
          return;
        }
        // Accepted only when the answer held a list.
        const data = Array.isArray(payload) ? payload : (payload as { data?: unknown }).data;
        expect(Array.isArray(data) || Array.isArray((data as { data?: unknown }).data)).toBe(true);
        for (const item of list) expect(typeof item.title).toBe('string');
      }),
      { numRuns: fuzzRuns(300), seed: 20261122 },
    );
  });
});
