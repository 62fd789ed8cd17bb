// @ts-check
// Next's hashed script and style chunks never change once built, so they can be compressed once, at
// brotli's highest quality, instead of at a fast setting on every request: 14% fewer bytes than the
// on-the-fly brotli (quality 4) for this build's chunks, which a phone on a slow line downloads before any
// island is interactive. docs/performance.md, ninth pass.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const STATIC_URL_PREFIX = '/_next/static/';
const CHUNK_EXTENSIONS = ['.js', '.css'];
/** @param {string} file */
const isChunk = (file) => CHUNK_EXTENSIONS.includes(path.extname(file));

/**
 * Whether an Accept-Encoding header accepts brotli (`br`, not refused with `q=0`).
 * @param {string | string[] | undefined} header
 */
function acceptsBrotli(header) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'br') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * The chunk file a request path names, under Next's `static` folder; null for anything else, and for
 * a path that would leave the folder.
 * @param {string} url the request's URL (path and query)
 * @param {string} staticDir absolute path of `.next/static`
 */
function chunkFileFor(url, staticDir) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (!pathname.startsWith(STATIC_URL_PREFIX) || !isChunk(pathname)) return null;
  const file = path.resolve(staticDir, pathname.slice(STATIC_URL_PREFIX.length));
  return file.startsWith(staticDir + path.sep) ? file : null;
}

/** @param {string} dir @returns {string[]} every chunk file under dir */
function chunkFilesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(dir, relative))
    .filter((file) => isChunk(file) && fs.statSync(file).isFile());
}

/** @param {Buffer} data @returns {Promise<Buffer>} */
const brotliMax = (data) =>
  new Promise((resolve, reject) =>
    zlib.brotliCompress(
      data,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

/**
 * The build's chunks, compressed at brotli's highest quality in the background after start-up. A
 * chunk not compressed yet (or a client without brotli) is compressed on the fly, as everything else.
 */
class PrecompressedChunks {
  /** @param {string} staticDir absolute path of `.next/static` */
  constructor(staticDir) {
    /** @private */ this.staticDir = staticDir;
    /** @private @type {Map<string, Buffer>} */ this.compressed = new Map();
  }

  /** Compresses every chunk, one at a time so that requests keep a core. @returns {Promise<number>} how many */
  async warm() {
    for (const file of chunkFilesUnder(this.staticDir)) {
      this.compressed.set(file, await brotliMax(await fs.promises.readFile(file)));
    }
    return this.compressed.size;
  }

  /**
   * The compressed chunk a GET or HEAD asks for, when the client takes brotli and it is ready.
   * @param {import('node:http').IncomingMessage} req
   * @returns {Buffer | undefined}
   */
  bodyFor(req) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsBrotli(req.headers['accept-encoding'])) return undefined;
    const file = chunkFileFor(req.url ?? '', this.staticDir);
    return file ? this.compressed.get(file) : undefined;
  }
}

/**
 * Lets Next answer the request as usual (its headers, caching and conditional answers stay its own), but
 * a full 200 answer carries `body`, brotli-compressed, instead of the file's bytes Next streams.
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} body
 */
function answerWithCompressedBody(res, body) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const replacing = () => res.statusCode === 200 && !res.headersSent;
  // @ts-expect-error: narrowed to the (chunk, encoding?, callback?) form; the file's own bytes are dropped.
  res.write = (chunk, encoding, callback) => (replacing() ? true : write(chunk, encoding, callback));
  // @ts-expect-error: see write.
  res.end = (chunk, encoding, callback) => {
    if (!replacing()) return end(chunk, encoding, callback);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    return end(res.req?.method === 'HEAD' ? undefined : body, done);
  };
}

module.exports = { acceptsBrotli, answerWithCompressedBody, chunkFileFor, PrecompressedChunks };
