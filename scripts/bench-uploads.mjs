// What the career form's file checks cost, per file: the checks (lib/forms/fileChecks/judge.ts) run
// BENCH_UPLOAD_RUNS times on each file, once in this thread and once through a pool of workers as the
// site runs them (lib/forms/fileContent.ts: the bytes moved to a worker and the verdict moved back), and
// the median time of each is printed. Files: a 3 MP picture as JPEG and PNG, a GIF, Word documents of
// both kinds, a CSV sheet and a PDF, about the sizes parents send, then the largest they may send, within
// the workers' memory bound (lib/forms/fileChecks/budget.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { pdfOfSize } from '../demo-provider/files.mjs';
import { FILE_CHECK_RESOURCE_LIMITS } from '../lib/forms/fileChecks/budget.ts';
import { judgeFile } from '../lib/forms/fileChecks/judge.ts';
import { doc } from '../test/samples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS || 15);
const pool = new Piscina({ filename: path.join(root, 'lib/forms/fileChecks/worker.ts'), minThreads: 1, maxThreads: 1, resourceLimits: FILE_CHECK_RESOURCE_LIMITS });

/** The check as the site runs it: a copy moved to the worker, the verdict (or the accepted bytes) back. */
async function inWorker(kind, bytes) {
  const copy = bytes.slice();
  const result = await pool.run({ kind, bytes: copy }, { transferList: [copy.buffer] });
  return result instanceof Uint8Array ? { ok: true } : result;
}

/** A picture (3 MP unless told) with a fine pattern in every pixel, so the whole image must be decoded. */
async function photo(format, width = 2048, height = 1536) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.imul(index, 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })[format]().toBuffer();
}

function wordDocument(paragraphs) {
  const body = Array.from({ length: paragraphs }, (_, index) => `<w:p><w:r><w:t>Paragraph ${index} of the CV.</w:t></w:r></w:p>`).join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
      'word/document.xml': strToU8(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
    }),
  );
}

const sheet = (rows) => Buffer.from(Array.from({ length: rows }, (_, index) => `Asha Rao ${index},Mathematics,${index % 30},"Mumbai, MH"`).join('\n'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const files = [
  ['jpeg', await photo('jpeg')],
  ['png', await photo('png')],
  ['gif', await sharp(await photo('png')).resize(640).gif().toBuffer()],
  ['docx', wordDocument(4000)],
  ['doc', doc({ text: 'A paragraph of the CV. '.repeat(8000) })],
  ['csv', sheet(20_000)],
  ['pdf', pdfOfSize(1_000_000)],
  // The largest a parent may send: a phone's 12 MP photo, a PDF, a sheet and Word files near the 5 MB bound.
  ['jpeg', await photo('jpeg', 4000, 3000)],
  ['pdf', pdfOfSize(4_900_000)],
  ['csv', sheet(110_000)],
  ['docx', wordDocument(100_000)],
  ['doc', doc({ text: 'A paragraph of the CV. '.repeat(200_000) })],
];

async function medianMs(check, kind, input) {
  const times = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const result = await check(kind, input);
    if (!result.ok) throw new Error(`${kind}: refused (${result.reason})`);
    // The first run warms the libraries up and is not counted.
    if (run > 0) times.push(performance.now() - started);
  }
  return median(times);
}

console.log(`| file | size | in this thread, median ms of ${RUNS} | in a worker (as the site runs it), median ms |\n| --- | --- | --- | --- |`);
for (const [kind, bytes] of files) {
  const input = new Uint8Array(bytes);
  const here = await medianMs(judgeFile, kind, input);
  const there = await medianMs(inWorker, kind, input);
  console.log(`| ${kind} | ${(bytes.length / 1024).toFixed(0)} kB | ${here.toFixed(1)} | ${there.toFixed(1)} |`);
}
await pool.close();
