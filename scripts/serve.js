// @ts-check
// The production server (`npm start`): Next's own request handler, with two things around it that
// `next start` cannot do:
//  - HTML responses pass through FrameworkScriptDeferrer (scripts/defer-framework-scripts.js), which
//    holds the script chunks until the page has painted;
//  - compression happens here, after that rewrite (next.config.js turns Next's own off), with brotli
//    where the browser takes it; the build's chunks are compressed once, at the highest quality
//    (scripts/precompressed-assets.js).
//   node scripts/serve.js [-p PORT] [-H HOST] [--dir APP]   (PORT and HOSTNAME are read too; default 3000,
//   all hosts; APP defaults to this project: the bench serves its empty reference app the same way)
const http = require('node:http');
const path = require('node:path');
const zlib = require('node:zlib');
const compression = require('compression');
const next = require('next');
const { FrameworkScriptDeferrer } = require('./defer-framework-scripts.js');
const { answerWithCompressedBody, PrecompressedChunks } = require('./precompressed-assets.js');

/** @param {string} flag */
function argument(flag) {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
}

const port = Number(argument('-p') ?? process.env.PORT ?? 3000);
const hostname = argument('-H') ?? process.env.HOSTNAME;
const appDir = path.resolve(argument('--dir') ?? path.join(__dirname, '..'));
/** Brotli quality for what is compressed per response (HTML, data). /landing's 201 kB of HTML: 25.0 kB
 * in 1.2 ms at the library's 4, 22.7 kB in 1.6 ms at 5, 22.3 kB in 1.7 ms at 6. */
const DYNAMIC_BROTLI_QUALITY = 5;

/**
 * Rewrites the body of an HTML response on its way out. Everything else passes untouched. Next sets
 * its headers with setHeader before the first write, so the type is known by then.
 * @param {http.ServerResponse} res
 */
function deferScriptsIn(res) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @type {FrameworkScriptDeferrer | null | undefined} undefined until the type is known */
  let deferrer;
  const decoder = new TextDecoder();

  function deferrerFor() {
    if (deferrer === undefined) {
      const isHtml = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      deferrer = isHtml ? new FrameworkScriptDeferrer() : null;
      // The rewrite changes the length; without the header the body is chunked (or compressed).
      if (deferrer && !res.headersSent) res.removeHeader('content-length');
    }
    return deferrer;
  }

  /** @param {unknown} chunk */
  const asText = (chunk) => (typeof chunk === 'string' ? chunk : decoder.decode(/** @type {Uint8Array} */ (chunk), { stream: true }));

  // @ts-expect-error: the overloads of write and end are narrowed to the (chunk, encoding?, callback?) forms Next uses.
  res.write = (chunk, encoding, callback) => {
    const active = deferrerFor();
    if (!active || chunk == null) return write(chunk, encoding, callback);
    return write(active.write(asText(chunk)), typeof encoding === 'function' ? encoding : callback);
  };
  // @ts-expect-error: see write.
  res.end = (chunk, encoding, callback) => {
    const active = deferrerFor();
    if (!active) return end(chunk, encoding, callback);
    const last = chunk == null || typeof chunk === 'function' ? '' : asText(chunk);
    const rest = active.write(last + decoder.decode()) + active.end();
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    return end(rest, 'utf8', done);
  };
}

async function main() {
  const app = next({ dev: false, dir: appDir, hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } } });
  // Same folder as next.config.js's distDir.
  const chunks = new PrecompressedChunks(path.join(appDir, process.env.NEXT_DIST_DIR || '.next', 'static'));
  chunks.warm().catch((error) => console.error('chunks not precompressed:', error));
  http
    .createServer((req, res) => {
      const compressedChunk = chunks.bodyFor(req);
      if (compressedChunk) {
        answerWithCompressedBody(res, compressedChunk);
        void handle(req, res);
        return;
      }
      compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
        deferScriptsIn(res);
        void handle(req, res);
      });
    })
    .listen(port, hostname, () => {
      console.log(`▲ KVNS site on http://${hostname ?? 'localhost'}:${port}`);
    });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
