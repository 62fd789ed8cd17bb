import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createDemoProvider } from './server.mjs';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createDemoProvider({ now: () => new Date('2026-11-22T06:00:00Z'), token: undefined });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(async () => {
  await fetch(`${origin}/__demo/fault`, { method: 'POST', body: JSON.stringify({ mode: 'ok' }) });
});

const getJson = async (path: string) => (await fetch(`${origin}${path}`)).json();

const READ_PATHS = [
  '/api/highlight/KVNS',
  '/api/news/KVNS',
  '/api/events/All/KVNS',
  '/api/gallery/All/KVNS',
  '/api/notification/KVNS',
  '/api/topper/KVNS',
  '/api/onlineRegistration/KVNS',
  '/api/PrincipalMessage/KVNS',
  '/api/media/KVNS',
  '/api/circular/all/KVNS',
  '/api/video/all/KVNS',
];

test.each(READ_PATHS)('%s answers { data: [...] } with records', async (path) => {
  const body = await getJson(path);
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.data.length).toBeGreaterThan(0);
});

test('testimonials come wrapped as data.data with a status', async () => {
  const body = await getJson('/api/Testimonials/KVNS');
  expect(body.data.status).toBe(true);
  expect(body.data.data.length).toBeGreaterThan(0);
});

test('another school code has no content', async () => {
  expect((await getJson('/api/news/OTHER')).data).toEqual([]);
});

test('gallery content exercises filters, Load More and fallbacks', async () => {
  const { data } = await getJson('/api/gallery/All/KVNS');
  const byCategory = (category: string) => data.filter((item: { category: string }) => item.category === category);
  for (const category of ['PhotoGallery', 'Activity', 'SportsCorner']) expect(byCategory(category).length).toBeGreaterThan(6);
  const albums = byCategory('PhotoGallery');
  const years = new Set(albums.filter((item: { date: string | null }) => item.date).map((item: { date: string }) => item.date.slice(0, 4)));
  expect(years.size).toBeGreaterThanOrEqual(3);
  expect(albums.some((item: { attachments: string[] }) => item.attachments[0] === 'null')).toBe(true);
  expect(albums.some((item: { attachments: string[] }) => item.attachments.length === 0)).toBe(true);
  expect(albums.some((item: { date: string | null }) => item.date === null)).toBe(true);
  // The current month has something, as the events and news defaults need.
  const events = (await getJson('/api/events/All/KVNS')).data;
  expect(events.some((event: { date: string }) => event.date.startsWith('2026-11'))).toBe(true);
});

test('sub gallery answers one record, a list of one, or nothing', async () => {
  const { data } = await getJson('/api/gallery/All/KVNS');
  const [first, second] = data;
  const one = await getJson(`/api/subGallery?id=${first._id}`);
  const two = await getJson(`/api/subGallery?id=${second._id}`);
  const shapes = [Array.isArray(one.data), Array.isArray(two.data)].sort();
  expect(shapes).toEqual([false, true]);
  expect((await getJson('/api/subGallery?id=unknown')).data).toBeNull();
});

test('images and documents are generated', async () => {
  const image = await fetch(`${origin}/api/image/gallery/annual-day-1.jpg`);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  const bytes = new Uint8Array(await image.arrayBuffer());
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  const pdf = await fetch(`${origin}/api/image/circulars/ptm.pdf`);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await fetch(`${origin}/api/image/gallery/missing-photo.jpg`)).status).toBe(404);
});

test('form posts are recorded and listed', async () => {
  await fetch(`${origin}/__demo/submissions`, { method: 'DELETE' });
  await fetch(`${origin}/api/form/KVNS/Admission`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha', schoolcode: 'KVNS' }),
  });
  const form = new FormData();
  form.set('name', 'Ravi');
  form.set('attachments', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
  const career = await fetch(`${origin}/api/form/KVNS/inquiry`, { method: 'POST', body: form });
  expect(career.status).toBe(200);
  const { submissions } = await getJson('/__demo/submissions');
  expect(submissions).toHaveLength(2);
  expect(submissions[0]).toMatchObject({ kind: 'Admission', school: 'KVNS', fields: { name: 'Asha' } });
  expect(submissions[1]).toMatchObject({ kind: 'inquiry', fields: { name: 'Ravi' }, files: [{ field: 'attachments', name: 'cv.pdf', size: 8 }] });
});

test('a post repeated with the same Idempotency-Key is stored once and answered as stored; another key is another post', async () => {
  await fetch(`${origin}/__demo/submissions`, { method: 'DELETE' });
  const send = (key: string) => fetch(`${origin}/api/form/KVNS/Admission`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ name: 'Asha', schoolcode: 'KVNS' }) });
  expect((await send('KVNS-7F3K4Q')).status).toBe(200);
  expect((await send('KVNS-7F3K4Q')).status).toBe(200);
  expect((await send('KVNS-2B9X1M')).status).toBe(200);
  const { submissions } = await getJson('/__demo/submissions');
  expect(submissions.map((stored: { idempotencyKey: string }) => stored.idempotencyKey)).toEqual(['KVNS-7F3K4Q', 'KVNS-2B9X1M']);
});

describe('fault switches', () => {
  const setFault = (body: object) => fetch(`${origin}/__demo/fault`, { method: 'POST', body: JSON.stringify(body) });

  test('down: the connection is dropped', async () => {
    await setFault({ mode: 'down' });
    await expect(fetch(`${origin}/api/news/KVNS`)).rejects.toThrow();
  });

  test('malformed: cut-off JSON', async () => {
    await setFault({ mode: 'malformed' });
    const text = await (await fetch(`${origin}/api/news/KVNS`)).text();
    expect(() => JSON.parse(text)).toThrow();
  });

  test('slow: answers after the delay', async () => {
    await setFault({ mode: 'slow', delayMs: 300 });
    const started = Date.now();
    await fetch(`${origin}/api/news/KVNS`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  test('error and empty; match limits a fault to some paths', async () => {
    await setFault({ mode: 'error', match: '/gallery/' });
    expect((await fetch(`${origin}/api/gallery/All/KVNS`)).status).toBe(500);
    expect((await fetch(`${origin}/api/news/KVNS`)).status).toBe(200);
    await setFault({ mode: 'empty' });
    expect((await getJson('/api/news/KVNS')).data).toEqual([]);
  });

  test('an unknown mode is refused', async () => {
    expect((await setFault({ mode: 'sideways' })).status).toBe(400);
  });
});
