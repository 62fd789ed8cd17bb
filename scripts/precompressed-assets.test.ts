/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptsBrotli, answerWithCompressedBody, chunkFileFor, PrecompressedChunks } from './precompressed-assets';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%p -> %p', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('chunkFileFor', () => {
  const staticDir = path.resolve('/srv/site/.next/static');

  it('maps a chunk URL, query and all, to its file under the static folder', () => {
    expect(chunkFileFor('/_next/static/chunks/app-1.js?dpl=abc', staticDir)).toBe(path.join(staticDir, 'chunks', 'app-1.js'));
    expect(chunkFileFor('/_next/static/chunks/site.css', staticDir)).toBe(path.join(staticDir, 'chunks', 'site.css'));
  });

  it('refuses what is not a script or style chunk, and any way out of the folder', () => {
    expect(chunkFileFor('/_next/static/media/lora.woff2', staticDir)).toBeNull();
    expect(chunkFileFor('/landing', staticDir)).toBeNull();
    expect(chunkFileFor('/_next/static/%2e%2e/%2e%2e/next.config.js', staticDir)).toBeNull();
    expect(chunkFileFor('/_next/static/..%2f..%2fserver.js', staticDir)).toBeNull();
    expect(chunkFileFor('/_next/static/%E0%A4%A.js', staticDir)).toBeNull();
  });
});

describe('PrecompressedChunks and answerWithCompressedBody', () => {
  const script = Buffer.from(`console.log(${JSON.stringify('a chunk '.repeat(400))});\n`);
  let staticDir: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'));
    fs.mkdirSync(path.join(staticDir, 'chunks'));
    fs.writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script);
    fs.writeFileSync(path.join(staticDir, 'chunks', 'font.woff2'), 'not a chunk');
    const chunks = new PrecompressedChunks(staticDir);
    await expect(chunks.warm()).resolves.toBe(1);
    // Stands in for Next: its own headers, a 304 for a matching validator, the file's bytes in two writes.
    server = http.createServer((req, res) => {
      const body = chunks.bodyFor(req);
      if (body) answerWithCompressedBody(res, body);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      if (req.headers['if-none-match'] === '"v1"') {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader('ETag', '"v1"');
      res.setHeader('Content-Length', script.length);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      res.write(script.subarray(0, 100));
      res.end(script.subarray(100));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${origin}${url}`, { method, headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject)
        .end();
    });

  it('answers a brotli client with the chunk compressed at the highest quality, keeping the server’s headers', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['etag']).toBe('"v1"');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(response.body).equals(script)).toBe(true);
  });

  it('sends the compressed length without a body to HEAD, and leaves a 304 as the server made it', async () => {
    const head = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeLessThan(script.length);
    expect(head.body.length).toBe(0);
    const notModified = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the file as it is for a client without brotli, and for what was not compressed', async () => {
    const plain = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    const missing = await get('/_next/static/chunks/other.js', { 'Accept-Encoding': 'br' });
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
