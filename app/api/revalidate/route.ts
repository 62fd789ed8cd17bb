import { revalidatePath, revalidateTag } from 'next/cache';
import { sharedCacheState } from '@/lib/cache/sharedCache';
import { BodyTooLargeError, BodyTooSlowError, json, readBody } from '@/lib/http/request';
import { BODY_RULES } from '@/lib/entry/requestRules';
import { hasBearerSecret, parseRevalidation } from '@/lib/provider/webhook';
import { OFFICE_FILES } from '@/lib/provider/officeFiles';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

import { NO_STORE } from '@/lib/http/cacheControl';
import { settings } from '@/lib/server/settings';
import { expireAddressListsEverywhere } from '@/lib/provider/addressListsAcrossInstances';

// `{"content": ["news", ...]}` expires that content's pages, lists and search outcomes on every instance;
// `office`, every page (the demo names it once it has started again on a save of the school's files).
export async function POST(request: Request): Promise<Response> {
  const response = await revalidate(request);
  const outcome = response.status === 204 ? 'revalidated' : response.status === 401 ? 'unauthorised' : response.status === 503 ? 'unavailable' : 'invalid';
  if (response.status !== 404) {
    metrics.webhookCalls.inc({ outcome });
    log.info({ event: 'webhook', outcome, status: response.status }, 'revalidation webhook called');
  }
  return response;
}

async function revalidate(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return new Response(null, { status: 404, headers: NO_STORE });
  if (!hasBearerSecret(request.headers.get('authorization'), secret)) {
    return json(401, { error: 'A valid bearer token is required.' }, { 'www-authenticate': 'Bearer', ...NO_STORE });
  }
  let body: string;
  try {
    const { maxBytes, deadlineMs } = BODY_RULES['/api/revalidate'];
    body = new TextDecoder().decode(await readBody(request, maxBytes, deadlineMs));
  } catch (error) {
    if (error instanceof BodyTooLargeError || error instanceof BodyTooSlowError) return json(413, { error: 'The body is too large or too slow.' }, NO_STORE);
    throw error;
  }
  const parsed = parseRevalidation(body);
  if ('error' in parsed) return json(400, { error: parsed.error }, NO_STORE);

  // A revalidation lost while Redis is away would never happen: the caller is told to try again.
  const shared = await sharedCacheState();
  if (shared && !shared.ok) return json(503, { error: 'The shared cache cannot be reached; try again.' }, { 'retry-after': '5', ...NO_STORE });

  for (const name of parsed.content) {
    if (name !== OFFICE_FILES) revalidateTag(name, { expire: 0 });
    else {
      // Every page and route shows some of the school's files (the footer, at least), and the search reads its pages.
      revalidatePath('/', 'layout');
      revalidateTag('search', { expire: 0 });
    }
  }
  // The proxy's address lists are kept in each process, apart from Next's cache.
  await expireAddressListsEverywhere(settings.countsRedisUrl);
  log.info({ event: 'revalidation', content: parsed.content }, 'content expired');
  return new Response(null, { status: 204, headers: NO_STORE });
}
