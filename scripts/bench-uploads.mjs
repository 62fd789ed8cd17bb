// What the career form's structural file checks cost, per file: checkFileContent (lib/forms/fileContent.ts,
// compiled here with TypeScript's own transpiler) runs BENCH_UPLOAD_RUNS times on each file in this
// process, and the median time is printed. Files: a 3 MP picture as JPEG and PNG, a GIF, Word documents
// of both kinds, a CSV sheet and a PDF, about the sizes parents send.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import ts from 'typescript';
import { renderPdf } from '../demo-provider/files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS || 15);

/** The checks as a module Node can load: its only local import is a type, which the transpiler drops. */
async function loadChecks() {
  const source = readFileSync(path.join(root, 'lib/forms/fileContent.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false } });
  const file = path.join(root, '.bench', 'fileContent.mjs');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, outputText);
  return import(pathToFileURL(file).href);
}

/** A 3 MP (2048 x 1536) picture with a fine pattern in every pixel, so the whole image must be decoded. */
async function photo(format) {
  const width = 2048;
  const height = 1536;
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

function oldWordDocument(bytes) {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.alloc(bytes, 0x41));
  return CFB.write(container, { type: 'buffer' });
}

const sheet = (rows) => Buffer.from(Array.from({ length: rows }, (_, index) => `Asha Rao ${index},Mathematics,${index % 30},"Mumbai, MH"`).join('\n'));

/** A PDF of about `size` bytes: a one-page CV padded with a comment. */
const pdfOfSize = (size) => Buffer.concat([renderPdf('CV'), Buffer.from(`%${'x'.repeat(Math.max(0, size - 2000))}\n`)]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { checkFileContent } = await loadChecks();
const files = [
  ['jpeg', await photo('jpeg')],
  ['png', await photo('png')],
  ['gif', await sharp(await photo('png')).resize(640).gif().toBuffer()],
  ['docx', wordDocument(4000)],
  ['doc', oldWordDocument(200_000)],
  ['csv', sheet(20_000)],
  ['pdf', pdfOfSize(1_000_000)],
];
console.log(`| file | size | the check, median ms of ${RUNS} |\n| --- | --- | --- |`);
for (const [kind, bytes] of files) {
  const input = new Uint8Array(bytes);
  const times = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    const result = await checkFileContent(kind, input);
    if (!result.ok) throw new Error(`${kind}: ${result.message}`);
    // The first run warms the libraries up and is not counted.
    if (run > 0) times.push(performance.now() - started);
  }
  console.log(`| ${kind} | ${(bytes.length / 1024).toFixed(0)} kB | ${median(times).toFixed(1)} |`);
}
