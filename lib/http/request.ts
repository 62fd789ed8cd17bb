/** Bodies, JSON answers and origins: what the form routes, the webhook and the vitals route all need. */
import { formOrigins } from '@/lib/http/origin';
import { NO_STORE } from './cacheControl';
import { isAcceptedOrigin } from './origin';

/** JSON answers of the routes: never cached. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** A refusal before the body is read closes the connection: Node would otherwise read the rest of the
 * body, whatever its size, to keep the connection for another request. */
export const CLOSE = { connection: 'close' };

/** Same-origin check: a browser always sends Origin on a POST; it must be SITE_URL's or one of FORM_ALLOWED_ORIGINS. */
export function isSameOrigin(headers: Headers): boolean {
  return isAcceptedOrigin(headers.get('origin'), formOrigins);
}

export class BodyTooLargeError extends Error {}
export class BodyTooSlowError extends Error {}

// A slow body is cut off at `deadlineMs`: a byte a second would otherwise hold the request, and up to
// `limit` bytes of memory, for Node's 300 s request timeout.
export async function readBody(request: Request, limit: number, deadlineMs: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'late') {
        void reader.cancel().catch(() => undefined);
        throw new BodyTooSlowError();
      }
      const { done, value } = next;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new BodyTooLargeError();
      }
      chunks.push(value);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
