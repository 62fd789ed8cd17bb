// A provider file from the site's own address (/files/{path}), whole: only what the provider's lists name
// is served, so the site is no open proxy to the provider. Two steps, both here:
// - proxy.ts asks `fileVerdict` before the route reads the request (lib/entry/doorRules.ts): an address
//   no list names is the site's 404 page, and with no list ever read every address is refused;
// - the route (app/files/[...path]/route.ts) answers `providerFileResponse`: the file kept whole in Next's
//   data cache when small, so it outlives an outage, streamed when large, a document saved under the title
//   parents know it by.
// The addresses themselves are urls.ts's; file types, ranges and validators files.ts's.
import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { settings } from '@/lib/server/settings';
import { NO_STORE } from '@/lib/http/cacheControl';
import { log, reasonOf } from '@/lib/observability/log';
import { keptValue } from './addressLists';
import { readingDirectly } from './client';
import { byteRange, contentDisposition, FILE_HEAD_BYTES, FILES_PATH, FILE_KEPT_MAX_BYTES, fileKind, headMatchesType, noneMatch, PROVIDER_FILES_TAG, rangeStillValid, titledFileName, type FileFacts } from './files';
import { PROVIDER_KIND_NAMES } from './kinds';
import { listOf, listsOf } from './lists';
import { fetchProviderFile, firstBytes } from './request';
import { checkedSegments, providerFileUrl, providerUrlOfAddress, safeDecode } from './urls';

const { revalidateSeconds, providerTimeoutMs } = settings;

// Which files are served.

/** Every /files/ address a normalised record holds, however deep. */
export function fileAddressesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith(FILES_PATH)) found.add(decodeAddress(value));
  } else if (Array.isArray(value)) {
    for (const item of value) fileAddressesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) fileAddressesIn(item, found);
  }
  return found;
}

/** One spelling per address, however a browser encoded it. */
const decodeAddress = (address: string): string => safeDecode(address) ?? address;

/** The files the provider's lists name, kept where the proxy runs (lib/provider/addressLists.ts). */
const knownAddresses = () =>
  keptValue('lists', 'file-addresses', () =>
    // Every kind's whole list, so no kind's files can be left out. One list that cannot be read fails the
    // whole read (the last good set is kept): a set missing a list's files would turn them away.
    readingDirectly(async () => fileAddressesIn(await listsOf(PROVIDER_KIND_NAMES))),
  );

/** Whether the provider has a file (a one-byte read); throws when it cannot tell. */
async function providerHasFile(address: string): Promise<boolean> {
  const url = providerUrlOfAddress(address);
  if (!url) return false;
  const response = await fetchProviderFile(url, { range: 'bytes=0-0' });
  await response.body?.cancel();
  if (response.ok) return true;
  if (response.status === 404 || response.status === 410) return false;
  throw new Error(`answered ${response.status}`);
}

export type FileVerdict = 'served' | 'unknown' | 'lists unavailable';

// The provider is asked only about files its lists name, once a period each. A listed file whose presence
// cannot be told is served from its copy; with no list ever read, every address is refused.
export async function fileVerdict(pathname: string): Promise<FileVerdict> {
  const address = decodeAddress(pathname);
  const known = await knownAddresses();
  if (known === null) return 'lists unavailable';
  if (!known.has(address)) return 'unknown';
  const present = await keptValue('provider-has-file', address, () => providerHasFile(address), settings.revalidateSeconds);
  return present === false ? 'unknown' : 'served';
}

// What a document downloads as.

/** A record that names files and has a title people know it by (a circular, a newsletter, a news item). */
interface Titled {
  title: string;
}

/** "Winter uniform from 1st December.pdf"; a record's second file gets " (2)"; untitled keep their own name. */
export function downloadNames(records: readonly Titled[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const record of records) {
    [...fileAddressesIn(record)].forEach((address, index) => {
      const extension = /\.([a-z0-9]+)$/i.exec(address)?.[1]?.toLowerCase();
      const name = extension && titledFileName(record.title, extension, index);
      if (name && !names.has(address)) names.set(address, name);
    });
  }
  return names;
}


/** The name a /files/ address downloads under, from the provider's (cached) lists; null when none names it. */
export async function downloadNameOf(address: string): Promise<string | null> {
  try {
    const [circulars, news] = await Promise.all([listOf('circulars'), listOf('news')]);
    return downloadNames([...circulars, ...news]).get(address) ?? null;
  } catch {
    return null;
  }
}

// The answer.

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE, ...headers } });

const unavailable = () => plain(503, 'The file cannot be fetched just now. Please try again in a minute.', { 'retry-after': '60' });

class ProviderFileMissing extends Error {}

// Kept in Next's data cache, so a file the site has served stays described while the provider is down.
const fileFacts = unstable_cache(
  async (url: string, type: string): Promise<FileFacts> => {
    const answer = await fetchProviderFile(url, { range: `bytes=0-${FILE_HEAD_BYTES - 1}` });
    if (answer.status === 404 || answer.status === 410) {
      await answer.body?.cancel();
      throw new ProviderFileMissing();
    }
    if (!answer.ok) {
      await answer.body?.cancel();
      throw new Error(`answered ${answer.status}`);
    }
    const head = await firstBytes(answer, FILE_HEAD_BYTES);
    const total = answer.status === 206 ? Number(/\/(\d+)$/.exec(answer.headers.get('content-range') ?? '')?.[1]) : Number(answer.headers.get('content-length') ?? head.byteLength);
    if (!Number.isSafeInteger(total)) throw new Error('no size');
    const etag = answer.headers.get('etag');
    const lastModified = answer.headers.get('last-modified');
    // Without the provider's tag, a weak one from what is known: it never satisfies If-Range.
    const madeTag = `W/"${total.toString(16)}-${createHash('sha256').update(head).update(lastModified ?? '').digest('base64url').slice(0, 16)}"`;
    return { size: total, etag: etag ?? madeTag, lastModified, typeMatches: headMatchesType(type, head) };
  },
  ['provider-file-facts'],
  { tags: ['provider', PROVIDER_FILES_TAG], revalidate: revalidateSeconds },
);

class FileGrewError extends Error {}

/** A provider that sends nothing for this long mid-file has stalled: the visitor's answer ends as an error. */
export const FILE_STALL_MS = 10_000;

// The provider's bytes as they arrive, each read bounded in time; a body that ends short of `length`, or
// stalls, errors the stream, so the visitor's response ends as a failure, never a complete (cacheable) one.
export function guardedBody(body: ReadableStream<Uint8Array>, length: number | null, stallMs = FILE_STALL_MS): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<'stalled'>((resolve) => {
        timer = setTimeout(() => resolve('stalled'), stallMs);
      });
      try {
        const next = await Promise.race([reader.read(), stalled]);
        if (next === 'stalled') throw new Error(`the provider sent nothing for ${stallMs} ms`);
        if (next.done) {
          if (length !== null && sent !== length) throw new Error(`the provider sent ${sent} of ${length} bytes`);
          return controller.close();
        }
        sent += next.value.byteLength;
        if (length !== null && sent > length) throw new Error(`the provider sent more than ${length} bytes`);
        controller.enqueue(next.value);
      } catch (error) {
        void reader.cancel().catch(() => undefined);
        log.warn({ event: 'provider.file_cut', reason: reasonOf(error) }, 'a provider file ended early');
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** At most `limit` bytes of a body; throws FileGrewError past it, having read no more than `limit` + one chunk. */
async function boundedBytes(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = guardedBody(body, null).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new FileGrewError(`past ${limit} bytes`);
    }
    chunks.push(value);
  }
}

// The whole of a small file, in Next's data cache (read again in the background once a period old), read
// within the bound whatever size the provider claimed before: a file that grew is streamed instead.
const keptFile = unstable_cache(
  async (url: string): Promise<string> => {
    const answer = await fetchProviderFile(url, { timeoutMs: providerTimeoutMs * 4 });
    if (!answer.ok) {
      await answer.body?.cancel();
      throw new Error(`answered ${answer.status}`);
    }
    const declared = Number(answer.headers.get('content-length'));
    if (declared > FILE_KEPT_MAX_BYTES) {
      await answer.body?.cancel();
      throw new FileGrewError(`declares ${declared} bytes`);
    }
    return (await boundedBytes(answer.body, FILE_KEPT_MAX_BYTES)).toString('base64');
  },
  ['provider-file-bytes'],
  { tags: ['provider', PROVIDER_FILES_TAG], revalidate: revalidateSeconds },
);

/** A large file's bytes (or one range of them) as the provider sends them: streamed, never held whole. */
async function streamedBytes(url: string, range: { start: number; end: number } | null, expected: number): Promise<{ body: ReadableStream<Uint8Array>; length: number }> {
  const answer = await fetchProviderFile(url, { range: range ? `bytes=${range.start}-${range.end}` : undefined, timeoutMs: providerTimeoutMs * 4, headersOnly: true });
  if (answer.status !== (range ? 206 : 200) || !answer.body) {
    await answer.body?.cancel();
    throw new Error(`answered ${answer.status}`);
  }
  // Without a length of its own (chunked), the answer must be as long as the size read earlier.
  const declared = answer.headers.get('content-length');
  const length = declared !== null && /^\d+$/.test(declared) ? Number(declared) : expected;
  return { body: guardedBody(answer.body, length), length };
}

/** Kept whole when small, so it outlives an outage; streamed when large (docs/architecture.md, step 5). */
export async function providerFileResponse(segments: string[], request: Request): Promise<Response> {
  const checked = checkedSegments(segments);
  const name = checked?.at(-1);
  const kind = name && fileKind(name);
  if (!checked || !name || !kind) return plain(404, 'No such file.');
  const url = providerFileUrl(checked);
  let facts: FileFacts;
  try {
    facts = await fileFacts(url, kind.type);
  } catch (error) {
    if (error instanceof ProviderFileMissing) return plain(404, 'No such file.');
    log.warn({ event: 'provider.file_failed', reason: reasonOf(error) }, 'a provider file could not be read');
    return unavailable();
  }
  // A document is saved under the title parents know it by (its circular or news item), not the provider's
  // path; photos, the most asked-for files, belong to no titled record and skip the lookup.
  const savedAs = (!kind.type.startsWith('image/') && (await downloadNameOf(`${FILES_PATH}${checked.join('/')}`))) || name;
  const headers: Record<string, string> = {
    'content-type': facts.typeMatches ? kind.type : 'application/octet-stream',
    'content-disposition': contentDisposition(savedAs, kind.inline && facts.typeMatches),
    'accept-ranges': 'bytes',
    'cache-control': settings.fileCacheControl,
    ...(facts.etag ? { etag: facts.etag } : {}),
    ...(facts.lastModified ? { 'last-modified': facts.lastModified } : {}),
  };
  if (noneMatch(request.headers.get('if-none-match'), facts.etag)) return new Response(null, { status: 304, headers });
  const asked = rangeStillValid(request.headers.get('if-range'), facts) ? byteRange(request.headers.get('range'), facts.size) : null;
  // A part of a file is the browser's to keep, not a shared cache's.
  const partial = { ...headers, 'cache-control': `private, max-age=${revalidateSeconds}` };
  if (asked === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, ...NO_STORE, 'content-range': `bytes */${facts.size}` } });
  const status = asked ? 206 : 200;
  const answerHeaders = asked
    ? { ...partial, 'content-range': `bytes ${asked.start}-${asked.end}/${facts.size}`, 'content-length': String(asked.end - asked.start + 1) }
    : { ...headers, 'content-length': String(facts.size) };
  if (request.method === 'HEAD') return new Response(null, { status, headers: answerHeaders });
  try {
    if (facts.size <= FILE_KEPT_MAX_BYTES) {
      const kept = await keptFile(url).catch((error: unknown) => {
        if (error instanceof FileGrewError) return null;
        throw error;
      });
      if (kept !== null) {
        const bytes = Buffer.from(kept, 'base64');
        const body = new Uint8Array(asked ? bytes.subarray(asked.start, asked.end + 1) : bytes);
        return new Response(body, { status, headers: { ...answerHeaders, 'content-length': String(body.byteLength) } });
      }
    }
    // The length is the provider's as it sends the bytes now, not the one read a period ago.
    const { body, length } = await streamedBytes(url, asked, asked ? asked.end - asked.start + 1 : facts.size);
    return new Response(body, { status, headers: { ...answerHeaders, 'content-length': String(length) } });
  } catch (error) {
    log.warn({ event: 'provider.file_failed', reason: reasonOf(error) }, 'a provider file could not be read');
    return unavailable();
  }
}
