import 'server-only';
import { settings } from '@/lib/settings';
import { fetchProviderFile } from './request';
import { NO_STORE } from '@/lib/noStore';
import { byteRange, contentDisposition, fileKind, PROVIDER_FILES_TAG } from './files';
import { checkedSegments, providerFileUrl } from './urls';
import { log, reasonOf } from '@/lib/observability/log.mjs';

const { revalidateSeconds, providerTimeoutMs } = settings;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE, ...headers } });

/**
 * A provider file answered from the site's own address. The bytes are in Next's data cache, read again
 * in the background once a period old; a read that fails keeps the copy in hand, so a file the site has
 * served stays available while the provider is down. (Files over 2 MB are not kept: Next's data cache
 * refuses them, and each is read from the provider.) One range of a file is answered as 206.
 */
export async function providerFileResponse(segments: string[], request: Request): Promise<Response> {
  const checked = checkedSegments(segments);
  const name = checked?.at(-1);
  const kind = name && fileKind(name);
  if (!checked || !name || !kind) return plain(404, 'No such file.');
  let answer: Response;
  try {
    answer = await fetchProviderFile(providerFileUrl(checked), {
      timeoutMs: providerTimeoutMs * 4,
      next: { revalidate: revalidateSeconds, tags: ['provider', PROVIDER_FILES_TAG] },
    });
  } catch (error) {
    log.warn({ event: 'provider.file_failed', reason: reasonOf(error) }, 'a provider file could not be read');
    return plain(503, 'The file cannot be fetched just now. Please try again in a minute.', { 'retry-after': '60' });
  }
  if (answer.status === 404) return plain(404, 'No such file.');
  if (!answer.ok) return plain(502, 'The file cannot be fetched just now. Please try again in a minute.', { 'retry-after': '60' });
  const body = new Uint8Array(await answer.arrayBuffer());
  const headers: Record<string, string> = {
    'content-type': kind.type,
    'content-disposition': contentDisposition(name, kind.inline),
    'accept-ranges': 'bytes',
    'cache-control': `public, max-age=${revalidateSeconds}, stale-while-revalidate=${revalidateSeconds * 12}`,
  };
  const range = byteRange(request.headers.get('range'), body.byteLength);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${body.byteLength}` } });
  if (range) {
    return new Response(body.slice(range.start, range.end + 1), {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${body.byteLength}` },
    });
  }
  return new Response(body, { headers });
}
