import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { settings } from '@/lib/server/settings';
import { fetchProviderFile, firstBytes } from './request';
import { NO_STORE } from '@/lib/http/cacheControl';
import { downloadNameOf } from './fileTitles';
import { byteRange, contentDisposition, FILE_HEAD_BYTES, FILES_PATH, FILE_KEPT_MAX_BYTES, fileKind, headMatchesType, noneMatch, PROVIDER_FILES_TAG, rangeStillValid, type FileFacts } from './files';
import { checkedSegments, providerFileUrl } from './urls';
import { log, reasonOf } from '@/lib/observability/log';

const { revalidateSeconds, providerTimeoutMs } = settings;

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

/** The whole of a small file, in Next's data cache (read again in the background once a period old). */
async function keptBytes(url: string): Promise<Uint8Array<ArrayBuffer>> {
  const answer = await fetchProviderFile(url, { timeoutMs: providerTimeoutMs * 4, next: { revalidate: revalidateSeconds, tags: ['provider', PROVIDER_FILES_TAG] } });
  if (!answer.ok) throw new Error(`answered ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

/** A large file's bytes (or one range of them) as the provider sends them: streamed, never held whole. */
async function streamedBytes(url: string, range: { start: number; end: number } | null): Promise<ReadableStream<Uint8Array> | null> {
  const answer = await fetchProviderFile(url, { range: range ? `bytes=${range.start}-${range.end}` : undefined, timeoutMs: providerTimeoutMs * 4, headersOnly: true });
  const expected = range ? 206 : 200;
  if (answer.status !== expected) {
    await answer.body?.cancel();
    throw new Error(`answered ${answer.status}`);
  }
  return answer.body;
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
      const bytes = await keptBytes(url);
      const body = asked ? bytes.slice(asked.start, asked.end + 1) : bytes;
      return new Response(body, { status, headers: { ...answerHeaders, 'content-length': String(body.byteLength) } });
    }
    return new Response(await streamedBytes(url, asked), { status, headers: answerHeaders });
  } catch (error) {
    log.warn({ event: 'provider.file_failed', reason: reasonOf(error) }, 'a provider file could not be read');
    return unavailable();
  }
}
