import { settings } from '@/lib/settings';
import { contentRevision } from '@/lib/provider/revision';
import { createRenderedPageCache, type RenderedPage } from './renderedPages';
import { log } from '@/lib/observability/log.mjs';

/**
 * The results page is rendered per query, so a server without a CDN in front rendered a repeated query
 * every time. Under `next start` the proxy answers `/search?q=…` from rendered pages kept here: a miss
 * is rendered by this same server over loopback (marked with a token only this process knows, so the
 * proxy lets it through), and kept. On Vercel the CDN keeps them (the page's `s-maxage`).
 */
const RENDER_HEADER = 'x-kvns-search-render';
const RENDER_TOKEN = crypto.randomUUID();
/** Says whether a results page was kept (hit), rendered for this request (miss) or for another at the same time (shared). */
export const SEARCH_CACHE_HEADER = 'x-kvns-search-cache';
const CACHE_STATE = { kept: 'hit', rendered: 'miss', shared: 'shared' } as const;
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Headers that belong to one connection or one request (its id, which each answer carries of its own),
 * or describe an encoding the loopback fetch has already undone.
 */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'set-cookie', 'x-request-id']);

/** `next start` says in PORT where it listens; on Vercel, or without PORT, nothing is kept here. */
function loopbackOrigin(env: Record<string, string | undefined>): string | null {
  if (settings.onVercel || !env.PORT || !/^\d{1,5}$/.test(env.PORT)) return null;
  return `http://127.0.0.1:${env.PORT}`;
}

let origin = loopbackOrigin(process.env);

function isConnectionRefused(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === 'ECONNREFUSED';
}

async function renderOverLoopback(search: string): Promise<RenderedPage | null> {
  if (!origin) return null;
  try {
    const response = await fetch(`${origin}/search${search}`, {
      // Uncompressed: over loopback, compressing and undoing it costs more than the bytes.
      headers: { [RENDER_HEADER]: RENDER_TOKEN, accept: 'text/html', 'accept-encoding': 'identity' },
      redirect: 'manual',
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name) && !name.startsWith('x-middleware-'));
    return { status: response.status, headers, body };
  } catch (error) {
    // Refused: the server listens on another interface, so render in place from now on. Anything else
    // (a render past the timeout, a reset) renders this request in place and tries loopback again next time.
    if (isConnectionRefused(error)) {
      log.warn({ event: 'search.pages_not_kept', origin }, 'results pages are not kept: the loopback address refuses connections');
      origin = null;
    }
    return null;
  }
}

const renderedPages = createRenderedPageCache({
  render: renderOverLoopback,
  revision: contentRevision.current,
  maxAgeMs: settings.revalidateSeconds * 1000,
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
});

/** True for the proxy's own render of a results page. */
export function isKeptPageRender(headers: Headers): boolean {
  return headers.get(RENDER_HEADER) === RENDER_TOKEN;
}

/**
 * The query string of a results page that may be kept: one non-empty `q` and nothing else, asked for
 * as a document. Next hides its navigation headers (`RSC`, `Next-Router-State-Tree`...) from the
 * proxy, so a document is told by what it accepts: a browser's page load and a crawler ask for
 * text/html, the framework's navigation fetch does not, and is rendered in place.
 */
export function keptSearchQuery(url: URL, method: string, headers: Headers): string | null {
  if (method !== 'GET' || url.pathname !== '/search' || !headers.get('accept')?.includes('text/html')) return null;
  const params = [...url.searchParams];
  if (params.length !== 1 || params[0]![0] !== 'q' || !params[0]![1].trim()) return null;
  return url.search;
}

/** The kept (or newly rendered) results page for this query string, or null to render in place. */
export async function keptSearchPage(search: string): Promise<Response | null> {
  const answer = await renderedPages.answer(search);
  if (!answer) return null;
  const headers = new Headers(answer.page.headers);
  headers.set(SEARCH_CACHE_HEADER, CACHE_STATE[answer.source]);
  return new Response(answer.page.body.slice(), { status: answer.page.status, headers });
}
