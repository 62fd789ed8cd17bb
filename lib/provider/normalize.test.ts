import {
  fileUrls,
  isoDate,
  list,
  normalizeAccolade,
  normalizeCircular,
  normalizeEvent,
  normalizeGalleryItem,
  normalizeHighlight,
  normalizeLeaderMessage,
  normalizeList,
  normalizeNewsItem,
  normalizeNotification,
  normalizeOnlineRegistration,
  normalizeSubGallery,
  normalizeTestimonial,
  normalizeTopper,
  normalizeVideo,
  parsePercentage,
  plainText,
  text,
  unwrapData,
  MalformedAnswerError,
} from './normalize';

const IMAGE_BASE = '/files/';

/** Values a provider field may hold instead of what it should. */
const HOSTILE_VALUES: unknown[] = [
  undefined,
  null,
  'null',
  'NULL',
  '',
  '   ',
  0,
  -1,
  Number.NaN,
  true,
  {},
  [],
  [null, 'null', 42, {}],
  { nested: { deeper: ['x'] } },
  '<script>alert(1)</script>',
  'x'.repeat(50_000),
];

const NORMALIZERS = {
  normalizeLeaderMessage: (raw: Record<string, unknown>) => normalizeLeaderMessage(raw),
  normalizeCircular,
  normalizeGalleryItem,
  normalizeAccolade,
  normalizeVideo,
  normalizeNewsItem,
  normalizeHighlight,
  normalizeOnlineRegistration,
  normalizeNotification,
  normalizeEvent,
  normalizeTopper,
  normalizeTestimonial,
  normalizeSubGallery,
};

const FIELDS = [
  '_id', 'category', 'name', 'quote', 'message', 'title', 'description', 'date', 'attachments', 'images', 'image',
  'videoUrl', 'link', 'showDate', 'fromDate', 'url', 'time', 'venue', 'class', 'sessionYear', 'division', 'stream',
  'designation',
];

/** Fields shown as text: markup is stripped from them at the boundary. */
const DISPLAY_TEXT_FIELDS = new Set(['title', 'name', 'quote', 'message', 'description', 'text', 'time', 'venue', 'stream', 'designation']);

/** Every string field of a normalised record is a string, every list a list of strings, every date ISO or null. */
function expectWellTyped(record: object) {
  for (const [key, value] of Object.entries(record)) {
    if (Array.isArray(value)) {
      value.forEach((entry) => expect(typeof entry).toBe('string'));
      value.forEach((entry) => expect(entry.startsWith(IMAGE_BASE)).toBe(true));
    } else if (value !== null) {
      expect(['string', 'number']).toContain(typeof value);
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
    if (/date$/i.test(key) && value !== null) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(20_000);
    if (typeof value === 'string' && (/html$/i.test(key) || DISPLAY_TEXT_FIELDS.has(key))) {
      expect(value).not.toContain('<script');
    }
    if (key === 'id') expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
  }
}

describe.each(Object.entries(NORMALIZERS))('%s with bad shapes', (_name, normalize) => {
  test('an empty record gives a well-typed record with empty fields', () => {
    const record = normalize({}, 0);
    expectWellTyped(record);
  });

  test.each(HOSTILE_VALUES.map((value) => [JSON.stringify(value)?.slice(0, 40) ?? String(value), value]))(
    'every field set to %s never throws and stays typed',
    (_label, value) => {
      const raw = Object.fromEntries(FIELDS.map((field) => [field, value]));
      const record = normalize(raw, 3);
      expectWellTyped(record);
    },
  );
});

describe('text fields', () => {
  test('"null", null and missing read as empty', () => {
    expect(text('null')).toBe('');
    expect(text(' Null ')).toBe('');
    expect(text(null)).toBe('');
    expect(text(undefined)).toBe('');
    expect(text({ a: 1 })).toBe('');
  });

  test('numbers are read as text, strings are trimmed', () => {
    expect(text(2024)).toBe('2024');
    expect(text('  Annual Day ')).toBe('Annual Day');
  });

  test('plain text strips markup and decodes entities', () => {
    expect(plainText('<p>Hello <strong>parents</strong> &amp; students</p><script>bad()</script>')).toBe(
      'Hello parents & students',
    );
    expect(plainText('<p>One</p><p>Two</p>')).toBe('One\nTwo');
  });
});

describe('lists', () => {
  test('an object where a list belongs becomes a list of one; nothing becomes []', () => {
    expect(list({ a: 1 })).toEqual([{ a: 1 }]);
    expect(list(null)).toEqual([]);
    expect(list('null')).toEqual([]);
    expect(list([1, 2])).toEqual([1, 2]);
  });

  test('file references drop "null" entries and unsafe paths, and become provider URLs', () => {
    expect(fileUrls(['null', 'gallery/a.jpg', null, '', '../etc/passwd', 'javascript:alert(1)', 7])).toEqual([
      `${IMAGE_BASE}gallery/a.jpg`,
    ]);
    expect(fileUrls('gallery/one.jpg')).toEqual([`${IMAGE_BASE}gallery/one.jpg`]);
  });
});

describe('dates', () => {
  test('readable dates become ISO strings', () => {
    expect(isoDate('2024-06-15')).toBe('2024-06-15T00:00:00.000Z');
    expect(isoDate('2024-06-14T18:30:00.000Z')).toBe('2024-06-14T18:30:00.000Z');
    expect(isoDate(Date.UTC(2023, 0, 2))).toBe('2023-01-02T00:00:00.000Z');
  });

  test('unreadable or absurd dates are null', () => {
    for (const value of ['null', '', 'not a date', null, {}, [], '0001-01-01', '9999-12-31', Number.NaN]) {
      expect(isoDate(value)).toBeNull();
    }
  });
});

describe('answer envelopes', () => {
  test('the data field is returned; a bare array is the data', () => {
    expect(unwrapData({ status: true, data: [1] })).toEqual([1]);
    expect(unwrapData({ data: [] })).toEqual([]);
    expect(unwrapData([2])).toEqual([2]);
  });

  test('testimonials: data.data when data.status is set', () => {
    expect(unwrapData({ data: { status: true, data: [{ name: 'A' }] } })).toEqual([{ name: 'A' }]);
  });

  // Seen: a provider answering 200 {"status": false} for longer than the revalidation period emptied /news.
  test.each<[string, unknown]>([
    ['status false', { status: false, message: 'Internal error' }],
    ['status false with a list', { status: false, data: [] }],
    ['a JSON string', 'Internal error'],
    ['a JSON number', 500],
    ['null', null],
    ['true', true],
    ['an envelope without data', { status: true }],
    ['data as a string', { status: true, data: 'Internal error' }],
    ['data as a number', { status: true, data: 0 }],
    ['data null in a list call', { status: true, data: null }],
    ['a record where a list belongs', { status: true, data: { title: 'One' } }],
    ['testimonials refused inside', { data: { status: false, data: [] } }],
  ])('%s is a malformed answer, not "no items"', (_case, payload) => {
    expect(() => unwrapData(payload)).toThrow(MalformedAnswerError);
    expect(() => normalizeList(payload, normalizeNewsItem)).toThrow(MalformedAnswerError);
  });

  test("the provider's message says why, cut to a line", () => {
    expect(() => unwrapData({ status: false, message: 'Internal error' })).toThrow('answered status false: "Internal error"');
    expect(() => unwrapData({ status: false, message: 'x'.repeat(5000) })).toThrow(/^.{0,260}$/);
  });

  test('an album is one record, a list of one, or null for an unknown album', () => {
    const albums = normalizeList({ data: { _id: 'a1', title: 'Sports Day' } }, normalizeSubGallery, 'record');
    expect(albums).toHaveLength(1);
    expect(albums[0]?.title).toBe('Sports Day');
    expect(normalizeList({ status: true, data: [{ _id: 'a1' }] }, normalizeSubGallery, 'record')).toHaveLength(1);
    expect(normalizeList({ status: false, data: null }, normalizeSubGallery, 'record')).toEqual([]);
    expect(() => normalizeList({ status: false, message: 'Internal error' }, normalizeSubGallery, 'record')).toThrow(MalformedAnswerError);
    expect(() => normalizeList({ status: true, data: 'x' }, normalizeSubGallery, 'record')).toThrow(MalformedAnswerError);
  });

  test('entries that are not records are dropped, records keep their order', () => {
    const news = normalizeList({ data: [null, 'x', 3, { title: 'First' }, [], { title: 'Second' }] }, normalizeNewsItem);
    expect(news.map((item) => item.title)).toEqual(['First', 'Second']);
    expect(news.map((item) => item.id)).toEqual(['news-0', 'news-1']);
  });
});

describe('record fallbacks', () => {
  test('a gallery item whose first attachment is "null" has no cover (the default shows), and only real photos', () => {
    const item = normalizeGalleryItem({ _id: 'g1', attachments: ['null', 'gallery/b.jpg'] }, 0);
    expect(item.attachments).toEqual([`${IMAGE_BASE}gallery/b.jpg`]);
    expect(item.cover).toBeNull();
    expect(normalizeGalleryItem({ _id: 'g2', attachments: ['gallery/a.jpg', 'null'] }, 0).cover).toBe(`${IMAGE_BASE}gallery/a.jpg`);
  });

  test('news reads showDate, else fromDate', () => {
    expect(normalizeNewsItem({ showDate: '2024-03-01', fromDate: '2024-01-01' }, 0).date).toBe('2024-03-01T00:00:00.000Z');
    expect(normalizeNewsItem({ showDate: 'null', fromDate: '2024-01-01' }, 0).date).toBe('2024-01-01T00:00:00.000Z');
  });

  test('rich text is sanitised, plain-text fields are stripped', () => {
    const testimonial = normalizeTestimonial(
      { description: '<p onclick="x()">Great <em>school</em><img src=x onerror=alert(1)></p>', name: '<b>Priya</b>' },
      0,
    );
    expect(testimonial.descriptionHtml).toBe('<p>Great <em>school</em></p>');
    expect(testimonial.name).toBe('Priya');
  });

  test('leader messages: markup stripped, first attachment is the photo', () => {
    const leader = normalizeLeaderMessage({
      category: 'Principal',
      message: '<p>Welcome</p>',
      attachments: ['leaders/p.jpg', 'leaders/q.jpg'],
    });
    expect(leader).toEqual({
      category: 'Principal',
      name: '',
      quote: '',
      message: 'Welcome',
      photo: `${IMAGE_BASE}leaders/p.jpg`,
    });
  });

  test('links are kept only when http(s)', () => {
    expect(normalizeVideo({ videoUrl: 'javascript:alert(1)' }, 0).videoUrl).toBeNull();
    expect(normalizeVideo({ videoUrl: 'https://www.youtube.com/watch?v=a' }, 0).videoUrl).toBe(
      'https://www.youtube.com/watch?v=a',
    );
    expect(normalizeOnlineRegistration({ link: 'data:text/html,<b>' }, 0).link).toBeNull();
  });

  test('toppers: the percentage is read from the division for sorting', () => {
    expect(parsePercentage('95%')).toBe(95);
    expect(parsePercentage('96.8 %')).toBe(96.8);
    expect(parsePercentage('First class')).toBeNull();
    expect(parsePercentage('450%')).toBeNull();
    const topper = normalizeTopper({ class: 'X', sessionYear: '2023-2024', division: '97.4%', name: 'A' }, 0);
    expect(topper).toMatchObject({ className: 'X', sessionYear: '2023-2024', division: '97.4%', percentage: 97.4 });
  });

  test('notifications read their images from the image field', () => {
    const notification = normalizeNotification({ image: 'notifications/a.jpg', attachments: 'null' }, 0);
    expect(notification.images).toEqual([`${IMAGE_BASE}notifications/a.jpg`]);
    expect(notification.attachments).toEqual([]);
  });
});
