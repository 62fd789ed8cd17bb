// The embedded demo content service: every read and form call of the provider's API, on generated
// content, with fault switches for tests. Start: node demo-provider/server.mjs (PORT, default 4010).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { buildContent } from './data.mjs';
import { renderImage, renderPdf } from './files.mjs';

const MAX_BODY_BYTES = 12 * 1024 * 1024;
const FAULT_MODES = new Set(['ok', 'down', 'slow', 'malformed', 'broken', 'error', 'empty', 'reject', 'stored-error', 'stall-file', 'short-file']);

/**
 * 'broken': answers sent with 200 that are not a well-formed envelope, in turn, one per request, as a
 * failing provider or a proxy in front of it sends them.
 */
const BROKEN_ANSWERS = [
  ['application/json', '{"status":false,"message":"Internal error"}'],
  ['text/html', '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>'],
  ['application/json', '"Internal error"'],
  ['application/json', '{"status":true}'],
  ['application/json', '{"status":true,"data":"Internal error"}'],
];

function json(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Files made on request, kept by path: the same bytes each time, so their tags hold. */
const madeFiles = new Map();

/**
 * A demo file: a film of the size its name says (`-50mb.mp4`), a photo saved under a document's name
 * (`-really-a-png.pdf`), a PDF for other documents, an image otherwise.
 */
async function demoFile(path) {
  let file = madeFiles.get(path);
  if (file) return file;
  const megabytes = /-(\d+)mb\.mp4$/i.exec(path);
  if (megabytes) {
    const body = Buffer.alloc(Number(megabytes[1]) * 1024 * 1024);
    body.write('\0\0\0\x18ftypisom', 0, 'latin1');
    file = { contentType: 'video/mp4', body };
  } else if (/-really-a-png\.pdf$/i.test(path)) {
    file = await renderImage(path.replace(/\.pdf$/i, '.png'));
  } else if (/\.(pdf|docx?)$/i.test(path)) {
    const title = path.split('/').pop().replace(/\.[a-z]+$/i, '').replace(/-/g, ' ');
    file = { contentType: 'application/pdf', body: renderPdf(title) };
  } else file = await renderImage(path);
  file = { ...file, etag: `"${createHash('sha1').update(file.body).digest('hex')}"` };
  if (madeFiles.size > 500) madeFiles.clear();
  madeFiles.set(path, file);
  return file;
}

/** A fixed date, so every file has the same Last-Modified on every start. */
const FILES_MODIFIED = 'Mon, 01 Jun 2026 00:00:00 GMT';

/** A file with its validators, and one range of it when asked (as a real file server answers). */
// Fault modes for a file's body (a read of its first bytes, as the site's size check makes, is left whole):
// `stall-file` sends half the bytes and then nothing, `short-file` half the bytes as a complete chunked answer.
function sendFile(req, res, { contentType, body, etag }, faultMode = 'ok') {
  const asked = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  const wholeBody = !asked || Number(asked[2]) - Number(asked[1]) >= 4096;
  if (wholeBody && (faultMode === 'stall-file' || faultMode === 'short-file')) {
    const half = body.subarray(0, Math.floor(body.length / 2));
    res.writeHead(200, { 'content-type': contentType, ...(faultMode === 'stall-file' ? { 'content-length': body.length } : {}) });
    res.write(half);
    if (faultMode === 'short-file') res.end();
    return;
  }
  const headers = { 'content-type': contentType, 'cache-control': 'public, max-age=86400', etag, 'last-modified': FILES_MODIFIED, 'accept-ranges': 'bytes' };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
    if (start >= body.length || end < start) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${body.length}` });
      return res.end();
    }
    res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${body.length}`, 'content-length': end - start + 1 });
    return res.end(body.subarray(start, end + 1));
  }
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
}

export function createDemoProvider({ now = () => new Date(), token = process.env.DEMO_PROVIDER_TOKEN } = {}) {
  let content = buildContent(now());
  let contentDay = now().toISOString().slice(0, 10);
  /** Fault switch: mode applies to /api/ paths containing `match` (all when empty). */
  let fault = { mode: 'ok', delayMs: 10_000, match: '' };
  let brokenAnswersSent = 0;
  let published = { news: [], gallery: [], notifications: [] };
  const submissions = [];
  const requestLog = [];

  // Dates are relative to today: rebuild when the day changes so "current month" stays true.
  function currentContent() {
    const day = now().toISOString().slice(0, 10);
    if (day !== contentDay) {
      content = buildContent(now());
      contentDay = day;
    }
    return content;
  }

  function listFor(pathname, school) {
    if (school !== 'KVNS') return [];
    const data = currentContent();
    const routes = {
      highlight: data.highlights,
      news: [...published.news, ...data.news],
      'events/All': data.events,
      'gallery/All': [...published.gallery, ...data.gallery],
      notification: [...published.notifications, ...data.notifications],
      topper: data.toppers,
      onlineRegistration: data.onlineRegistration,
      PrincipalMessage: data.leaderMessages,
      media: data.media,
      'circular/all': data.circulars,
      'video/all': data.videos,
      Testimonials: data.testimonials,
    };
    // A kind added later needs only its data, under its call's name (`alumni` for /api/alumni/KVNS).
    return Object.hasOwn(routes, pathname) ? routes[pathname] : Object.hasOwn(data, pathname) ? data[pathname] : undefined;
  }

  /**
   * A form post. Faults for forms: 'reject' refuses it (400) and stores nothing; 'stored-error' stores it
   * and still answers 503, as a provider that fails after writing does. A post whose Idempotency-Key was
   * stored already is answered as stored and not stored again, as a provider that keeps keys does.
   */
  async function handleForm(req, res, school, kind, faultMode) {
    if (faultMode === 'reject') return json(res, 400, { status: false, message: 'Rejected' });
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && submissions.some((stored) => stored.idempotencyKey === key && stored.kind === kind)) {
      req.resume();
      return json(res, 200, { status: true, message: 'Form submitted successfully' });
    }
    let body;
    try {
      body = await readBody(req);
    } catch {
      json(res, 413, { status: false, message: 'Body too large' });
      return;
    }
    if (faultMode === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    const contentType = req.headers['content-type'] ?? '';
    const record = { kind, school, receivedAt: new Date().toISOString(), contentType, authorization: req.headers.authorization ?? null, idempotencyKey: typeof key === 'string' ? key : null };
    try {
      if (kind === 'Admission') {
        record.fields = JSON.parse(body.toString('utf8'));
      } else {
        const form = await new Request('http://demo.invalid/', { method: 'POST', headers: { 'content-type': contentType }, body }).formData();
        record.fields = {};
        record.files = [];
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') record.fields[name] = value;
          else {
            const bytes = Buffer.from(await value.arrayBuffer());
            record.files.push({ field: name, name: value.name, type: value.type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
          }
        }
      }
    } catch {
      json(res, 400, { status: false, message: 'Unreadable form body' });
      return;
    }
    submissions.push(record);
    if (faultMode === 'stored-error') return json(res, 503, { status: false, message: 'Service unavailable' });
    json(res, 200, { status: true, message: 'Form submitted successfully' });
  }

  async function handleControl(req, res, url) {
    if (url.pathname === '/__demo/health') return json(res, 200, { ok: true, fault });
    if (url.pathname === '/__demo/fault') {
      if (req.method === 'POST') {
        const body = JSON.parse((await readBody(req)).toString('utf8') || '{}');
        if (!FAULT_MODES.has(body.mode)) return json(res, 400, { error: `mode must be one of ${[...FAULT_MODES].join(', ')}` });
        fault = { mode: body.mode, delayMs: Number(body.delayMs) || 10_000, match: String(body.match ?? '') };
      }
      return json(res, 200, fault);
    }
    if (url.pathname === '/__demo/submissions') {
      if (req.method === 'DELETE') submissions.length = 0;
      return json(res, 200, { submissions });
    }
    // Content published while running, listed first: POST {"list": "news" | "gallery" | "notifications", "record": {...}}; DELETE forgets it.
    if (url.pathname === '/__demo/publish') {
      if (req.method === 'DELETE') published = { news: [], gallery: [], notifications: [] };
      else if (req.method === 'POST') {
        const body = JSON.parse((await readBody(req)).toString('utf8') || '{}');
        if (!(body.list in published) || typeof body.record?._id !== 'string') return json(res, 400, { error: 'list must be news, gallery or notifications, and record needs an _id' });
        published[body.list].unshift(body.record);
      }
      return json(res, 200, published);
    }
    if (url.pathname === '/__demo/requests') {
      if (req.method === 'DELETE') requestLog.length = 0;
      return json(res, 200, { requests: requestLog });
    }
    return json(res, 404, { error: 'unknown control path' });
  }

  async function handleApi(req, res, url) {
    const pathname = decodeURIComponent(url.pathname);
    requestLog.push({ method: req.method, path: url.pathname + url.search, range: req.headers.range ?? null, at: Date.now() });
    if (requestLog.length > 5000) requestLog.splice(0, requestLog.length - 5000);

    const faulted = fault.mode !== 'ok' && (fault.match === '' || pathname.includes(fault.match));
    if (faulted && fault.mode === 'down') {
      req.socket.destroy();
      return;
    }
    // A slow provider holds a post after reading it (handleForm), as one that files it slowly does: it is
    // kept even when the sender goes away meanwhile.
    const formPost = req.method === 'POST' && pathname.startsWith('/api/form/');
    if (faulted && fault.mode === 'slow' && !formPost) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (faulted && fault.mode === 'error') return json(res, 500, { status: false, message: 'Internal error' });

    const imageMatch = /^\/api\/image\/(.+)$/.exec(pathname);
    if (imageMatch && req.method === 'GET') {
      const path = imageMatch[1];
      if (path.includes('..') || /missing/.test(path)) return json(res, 404, { error: 'not found' });
      return sendFile(req, res, await demoFile(path), faulted ? fault.mode : 'ok');
    }

    if (token && req.headers.authorization !== `Bearer ${token}`) return json(res, 401, { status: false, message: 'Unauthorized' });

    const formMatch = /^\/api\/form\/([^/]+)\/(Admission|inquiry)$/.exec(pathname);
    if (formMatch && req.method === 'POST') return handleForm(req, res, formMatch[1], formMatch[2], faulted ? fault.mode : 'ok');
    if (req.method !== 'GET') return json(res, 405, { error: 'method not allowed' });

    if (faulted && fault.mode === 'broken') {
      const [contentType, body] = BROKEN_ANSWERS[brokenAnswersSent++ % BROKEN_ANSWERS.length];
      res.writeHead(200, { 'content-type': contentType });
      return res.end(body);
    }
    if (faulted && fault.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"status":true,"data":[{"_id":"cut","title":"Cut sh');
    }

    if (pathname === '/api/subGallery') {
      const id = url.searchParams.get('id');
      const album = [...published.gallery, ...currentContent().gallery].find((item) => item._id === id);
      if (faulted && fault.mode === 'empty') return json(res, 200, { status: true, data: [] });
      // The provider answers one record for some albums, a list of one for others, and nothing at all for
      // the activities, which its listing holds all the same.
      if (!album) return json(res, 200, { status: false, data: null });
      if (album.category === 'Activity') return json(res, 200, { status: true, data: [] });
      return json(res, 200, { status: true, data: Number(id.slice(1)) % 2 ? album : [album] });
    }

    const listMatch = /^\/api\/(.+)\/([^/]+)$/.exec(pathname);
    const list = listMatch ? listFor(listMatch[1], listMatch[2]) : undefined;
    if (list === undefined) return json(res, 404, { status: false, message: 'Not found' });
    const data = faulted && fault.mode === 'empty' ? [] : list;
    // Testimonials come wrapped once more: { data: { status, data: [...] } }.
    if (listMatch[1] === 'Testimonials') return json(res, 200, { data: { status: true, data } });
    return json(res, 200, { status: true, data });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    const handler = url.pathname.startsWith('/__demo/') ? handleControl : handleApi;
    handler(req, res, url).catch((error) => {
      if (!res.headersSent) json(res, 500, { error: String(error?.message ?? error) });
      else res.end();
    });
  });
  // An idle connection is kept a minute, as a hosted API behind a load balancer keeps it: with Node's 5 s, a
  // client that reuses one after a few seconds' pause (a test waiting out a revalidation period) can meet the
  // moment it is closed, and its request is reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT || process.env.DEMO_PROVIDER_PORT || 4010);
  const host = process.env.DEMO_PROVIDER_HOST || '127.0.0.1';
  createDemoProvider().listen(port, host, () => {
    console.log(`Demo provider on http://${host}:${port}`);
  });
}
