/**
 * A provider file as the site serves it: which addresses are served, what a document downloads as, and the answer, with a stand-in for the provider's answers (fetch): a body that
 * ends short or stalls ends the visitor's response as an error, and a file kept whole is never read past
 * its bound, whatever size was read before.
 */
import { clearDataCache } from '@/test/nextDataCache';
import { FILE_KEPT_MAX_BYTES, titledFileName } from './files';
import { downloadNames, fileAddressesIn, guardedBody, providerFileResponse } from './serveFile';

// No record names the files asked for here: each downloads under its own name.
jest.mock('./lists', () => ({ listOf: async () => [] }));

test('finds every /files/ address in records, however deep, in one spelling', () => {
  const records = [
    { id: 'n1', attachments: ['/files/news/a%20b.pdf'], descriptionHtml: '<p>/files/not-an-address</p>' },
    { id: 'g1', cover: '/files/gallery/c.jpg', attachments: ['/files/gallery/c.jpg', '/files/gallery/d.jpg'], nested: { photo: '/files/leaders/p.jpg' } },
    { id: 'v1', videoUrl: 'https://www.youtube.com/watch?v=x', thumbnail: null },
  ];
  expect([...fileAddressesIn(records)].sort()).toEqual(['/files/gallery/c.jpg', '/files/gallery/d.jpg', '/files/leaders/p.jpg', '/files/news/a b.pdf']);
});

test('a file downloads under its record\'s title with its own extension; a second file is numbered; unsafe characters go', () => {
  const names = downloadNames([
    { title: 'Winter uniform from 1st December', attachments: ['/files/circulars/c2.pdf'] },
    { title: 'Fee circular: 2026/27 "final"', attachments: ['/files/c/a.pdf', '/files/c/b.docx'] },
    { title: 'शुल्क सूचना', attachments: ['/files/c/h.pdf'] },
    { title: '   ', attachments: ['/files/c/untitled.pdf'] },
  ] as never[]);
  expect(Object.fromEntries(names)).toEqual({
    '/files/circulars/c2.pdf': 'Winter uniform from 1st December.pdf',
    '/files/c/a.pdf': 'Fee circular 2026 27 final.pdf',
    '/files/c/b.docx': 'Fee circular 2026 27 final (2).docx',
    '/files/c/h.pdf': 'शुल्क सूचना.pdf',
  });
});

test('an event\'s calendar file is named after the event', () => {
  expect(titledFileName('Sports Day 2026: finals!', 'ics')).toBe('Sports Day 2026 finals.ics');
  expect(titledFileName('***', 'ics')).toBeNull();
});

const MB = 1024 * 1024;

/** A stream of `total` bytes made as it is read, counting what was pulled; it stops after `stopAfter` if given. */
function madeBytes(total: number, { stopAfter, end = true }: { stopAfter?: number; end?: boolean } = {}) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const limit = stopAfter ?? total;
      if (pulled.bytes >= limit) {
        if (end) controller.close();
        // Else: nothing more, ever (a provider gone silent).
        return new Promise(() => undefined);
      }
      const chunk = new Uint8Array(Math.min(64 * 1024, limit - pulled.bytes)).fill(0x25);
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.length;
  return bytes;
}

describe('a provider body as it streams on to the visitor', () => {
  test('exactly its length passes', async () => {
    expect(await readAll(guardedBody(madeBytes(300_000).stream, 300_000))).toBe(300_000);
  });

  test('a body that ends short, or sends more than it said, ends as an error', async () => {
    await expect(readAll(guardedBody(madeBytes(300_000, { stopAfter: 150_000 }).stream, 300_000))).rejects.toThrow(/150000 of 300000/);
    await expect(readAll(guardedBody(madeBytes(300_000).stream, 100_000))).rejects.toThrow(/more than 100000/);
  });

  test('a body that stops sending ends as an error after the stall time', async () => {
    await expect(readAll(guardedBody(madeBytes(300_000, { stopAfter: 128 * 1024, end: false }).stream, 300_000, 50))).rejects.toThrow(/sent nothing for 50 ms/);
  });
});

describe('a small file kept whole', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    clearDataCache();
  });

  test('that has since grown is streamed, never read into memory past the bound', async () => {
    const grown = 300 * MB;
    const bodies: { pulled: { bytes: number } }[] = [];
    global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const range = new Headers(init?.headers).get('range');
      // The size read earlier: a small file.
      if (range === 'bytes=0-4095') return new Response(new Uint8Array(4096).fill(0x25), { status: 206, headers: { 'content-range': 'bytes 0-4095/200000' } });
      // Now the provider's file is 300 MB, sent without a length (chunked), made as it is read.
      const made = madeBytes(grown);
      bodies.push(made);
      return new Response(made.stream, { status: 200 });
    }) as typeof fetch;
    const response = await providerFileResponse(['circulars', 'grown.pdf'], new Request('http://site.test/files/circulars/grown.pdf'));
    // The whole-file read stopped just past the bound (a chunk read ahead by each stream).
    expect(bodies[0]!.pulled.bytes).toBeLessThanOrEqual(FILE_KEPT_MAX_BYTES + 2 * 64 * 1024);
    expect(response.status).toBe(200);
    // Streamed, checked against the size read earlier: the visitor's answer ends as an error, not a whole 200.
    await expect(readAll(response.body!)).rejects.toThrow(/more than 200000/);
  });
});
