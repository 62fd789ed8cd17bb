/**
 * Hostile provider data for property-based tests: every field a normaliser reads, filled with
 * missing, null, "null", wrong-typed, huge and attacking values, mixed with plausible ones so the
 * renderers behind the normalisers are reached too.
 */
import fc from 'fast-check';
import { GALLERY_CATEGORIES } from '@/lib/provider/types';

/** Markup that must never execute once shown: scripts, handlers, script URLs, SVG and style attacks. */
export const XSS_CORPUS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="&#106;avascript:window.__xss=1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<body onload="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">styled</div>',
  '<div style="width: expression(window.__xss=1)">old IE</div>',
  '<style>body{background:url("javascript:window.__xss=1")}</style>',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input onfocus="window.__xss=1" autofocus>',
  '<details open ontoggle="window.__xss=1">',
  '<base href="https://evil.example/">',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '</textarea><script>window.__xss=1</script>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<p onclick="window.__xss=1">paragraph</p>',
] as const;

/** Markup the rich-text places must keep. */
export const SAFE_MARKUP = '<p>Annual <strong>Day</strong> on <em>Friday</em></p><ul><li>Item one</li></ul>';

const FIELDS = [
  '_id', 'id', 'title', 'description', 'date', 'fromDate', 'showDate', 'category', 'attachments', 'image', 'images',
  'link', 'url', 'videoUrl', 'message', 'name', 'designation', 'quote', 'class', 'sessionYear', 'division', 'stream',
  'time', 'venue', 'includes',
] as const;

const weirdString = fc.oneof(
  fc.constantFrom('', 'null', 'NULL', 'undefined', 'NaN', ' ', '\u0000', '\u202e', '💥', '../../etc/passwd', '%2e%2e/secret'),
  fc.constantFrom(...XSS_CORPUS),
  fc.constantFrom('2025-06-15', '2026-01-31T10:00:00.000Z', '31/12/2024', '2024-02-30', '9999-99-99', '0000-00-00'),
  fc.constantFrom('X', 'XII', '2024-2025', '95.4%', 'Distinction 101%', '-5'),
  fc.constantFrom(...GALLERY_CATEGORIES, 'Director', 'Chairman', 'Principal'),
  fc.constantFrom('gallery/a.jpg', 'docs/circular.pdf', 'https://www.youtube.com/watch?v=x', '//evil.example/x.jpg', 'data:image/png;base64,AAA'),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);

const leafValue = fc.oneof(
  weirdString,
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER),
);

/** Any JSON-ish value: leaves, arrays and objects of them (including an object posing as a date). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leafValue },
  { weight: 1, arbitrary: fc.array(leafValue, { maxLength: 8 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('toString', 'valueOf', '__proto__', 'length', 'a'), leafValue) },
);

/** One provider record: any subset of the known fields, any of them hostile. */
export const hostileRecord = fc.record(
  Object.fromEntries(FIELDS.map((field) => [field, hostileValue])) as Record<(typeof FIELDS)[number], fc.Arbitrary<unknown>>,
  { requiredKeys: [] },
);

/** A whole answer: the usual envelopes, bare lists, one record, or no list at all. */
export const hostilePayload: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(hostileRecord, { maxLength: 12 }).map((data) => ({ status: true, data })),
  fc.array(hostileRecord, { maxLength: 12 }).map((data) => ({ data: { status: true, data } })),
  fc.array(hostileRecord, { maxLength: 6 }),
  hostileRecord.map((data) => ({ status: true, data })),
  hostileValue.map((data) => ({ status: true, data })),
  hostileValue,
);

/** Patterns that would mean provider markup can run script in the rendered HTML. */
export const EXECUTABLE_MARKUP = [
  /<script(?![^>]*type="application\/ld\+json")/i,
  /\son[a-z]+\s*=/i,
  /(href|src|action|formaction|data|xlink:href)\s*=\s*["']?\s*(javascript|vbscript|data:text\/html)/i,
  /<(iframe|object|embed|base|meta|link|style|form|svg|math)[\s>]/i,
  /expression\s*\(/i,
];

/**
 * Runs for a property test: its CI size, times FUZZ_RUNS when set (`FUZZ_RUNS=20 npm run test:unit`
 * for a long search), so CI stays quick and a deep run needs no edit.
 */
export function fuzzRuns(ciRuns: number): number {
  const factor = Number(process.env.FUZZ_RUNS);
  return Number.isFinite(factor) && factor > 0 ? Math.max(1, Math.round(ciRuns * factor)) : ciRuns;
}
