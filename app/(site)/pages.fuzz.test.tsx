/**
 * Every provider-driven page, rendered as the server renders it, from generated hostile provider
 * answers: no crash, and nothing from the provider that could run script reaches the HTML.
 */
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { fuzzRuns, hostilePayload, SAFE_MARKUP, XSS_CORPUS } from '@/test/hostile';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/fuzz',
  useSearchParams: () => new URLSearchParams(),
}));

type PageModule = { default: (props: never) => Promise<ReactElement> | ReactElement };

const PAGES: Record<string, () => Promise<PageModule>> = {
  '/landing': () => import('@/app/(site)/landing/page'),
  '/news': () => import('@/app/(site)/news/page'),
  '/circulars': () => import('@/app/(site)/circulars/page'),
  '/newsletter': () => import('@/app/(site)/newsletter/page'),
  '/schoolevents': () => import('@/app/(site)/schoolevents/page'),
  '/photo-gallery': () => import('@/app/(site)/photo-gallery/page'),
  '/video-gallery': () => import('@/app/(site)/video-gallery/page'),
  '/our-accolades': () => import('@/app/(site)/our-accolades/page'),
  '/activity': () => import('@/app/(site)/activity/page'),
  '/sport-corner': () => import('@/app/(site)/sport-corner/page'),
  '/achievements': () => import('@/app/(site)/achievements/page'),
  '/achievements-kapolites': () => import('@/app/(site)/achievements-kapolites/page'),
  '/toppers': () => import('@/app/(site)/toppers/page'),
  '/testimonials': () => import('@/app/(site)/testimonials/page'),
  '/founderchairperson': () => import('@/app/(site)/founderchairperson/page'),
  '/chairperson': () => import('@/app/(site)/chairperson/page'),
  '/principal': () => import('@/app/(site)/principal/page'),
  '/subgallery/[id]': () => import('@/app/(site)/subgallery/[id]/page'),
};

/** The provider answers every call with the given payload (as JSON). */
function provideEverywhere(payload: unknown) {
  const body = JSON.stringify(payload ?? null);
  global.fetch = jest.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
}

async function renderPage(route: string): Promise<string> {
  const Page = (await PAGES[route]!()).default as (props: unknown) => Promise<ReactElement> | ReactElement;
  const props = route === '/subgallery/[id]' ? { params: Promise.resolve({ id: 'a1' }) } : {};
  let failure: unknown;
  const stream = await renderToReadableStream(await Page(props), {
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure;
  return html;
}

// The filters' own forms and inputs are the site's; React's image preloads are the only links allowed.
const DANGEROUS_ELEMENTS = 'iframe, object, embed, base, meta, link:not([rel="preload"][as="image"]), style, svg, math';
const SCRIPT_URL = /^\s*(javascript|vbscript|data:text\/html)/i;
// The site's own drawings (the crest, the news paperclip) are inline SVGs of plain paths: shapes with presentation attributes run nothing.
const INERT_SVG_ATTRIBUTES = new Set(['width', 'height', 'viewbox', 'role', 'aria-label', 'aria-hidden', 'focusable', 'd', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']);
const isInertDrawing = (svg: Element) =>
  [svg, ...svg.querySelectorAll('*')].every(
    (element, index) => (index === 0 || element.tagName.toLowerCase() === 'path') && [...element.attributes].every((attribute) => INERT_SVG_ATTRIBUTES.has(attribute.name.toLowerCase())),
  );

/** What in the rendered page could run script or change the page around it. */
function executableParts(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const found: string[] = [];
  for (const script of document.querySelectorAll('script')) {
    if (script.getAttribute('type') !== 'application/ld+json') found.push(script.outerHTML.slice(0, 80));
  }
  for (const element of document.querySelectorAll(DANGEROUS_ELEMENTS)) {
    if (element.tagName.toLowerCase() !== 'svg' || !isInertDrawing(element)) found.push(`<${element.tagName.toLowerCase()}>`);
  }
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${attribute.name}=`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset'].includes(attribute.name) && SCRIPT_URL.test(attribute.value)) {
        found.push(`${attribute.name}=${attribute.value.slice(0, 40)}`);
      }
      if (attribute.name === 'style' && /url\s*\(|expression\s*\(/i.test(attribute.value)) found.push(`style=${attribute.value}`);
    }
  }
  return found;
}

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const originalFetch = global.fetch;
afterAll(() => {
  global.fetch = originalFetch;
});

describe.each(Object.keys(PAGES))('%s from hostile provider data', (route) => {
  it('renders and shows nothing that could run, or refuses a malformed answer as a provider failure', async () => {
    let rendered = 0;
    await fc.assert(
      fc.asyncProperty(hostilePayload, async (payload) => {
        provideEverywhere(payload);
        let html: string;
        try {
          html = await renderPage(route);
        } catch (error) {
          // At run time Next then keeps serving the page's last good copy.
          expect((error as Error).name).toBe('ProviderError');
          return;
        }
        rendered += 1;
        expect(html.length).toBeGreaterThan(0);
        expect(executableParts(html)).toEqual([]);
      }),
      { numRuns: fuzzRuns(25), seed: 20261122 },
    );
    expect(rendered).toBeGreaterThan(5);
  });
});

describe('the XSS corpus in every text field of every record', () => {
  const record = (value: string, index: number) => ({
    _id: `x${index}`,
    title: value,
    description: `${SAFE_MARKUP}${value}`,
    message: `${SAFE_MARKUP}${value}`,
    name: value,
    designation: value,
    quote: value,
    category: 'PhotoGallery',
    date: '2026-01-15',
    fromDate: '2026-01-15',
    attachments: ['gallery/a.jpg'],
    venue: value,
    time: value,
    class: 'X',
    sessionYear: '2025-2026',
    division: '95%',
  });

  it.each(Object.keys(PAGES))('%s: nothing executes, and the safe markup of rich text survives', async (route) => {
    provideEverywhere({ status: true, data: XSS_CORPUS.map(record) });
    const html = await renderPage(route);
    expect(executableParts(html)).toEqual([]);
    expect(html).not.toContain('evil.example');
  });

  it('keeps paragraphs, emphasis and lists where the provider sends rich text', async () => {
    provideEverywhere({ data: { status: true, data: XSS_CORPUS.map(record) } });
    const html = await renderPage('/testimonials');
    expect(html).toContain('Annual <strong>Day</strong> on <em>Friday</em>');
    expect(html).toContain('<li>Item one</li>');
  });
});
