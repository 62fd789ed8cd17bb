// What the career form's structural file checks cost on the server, per file: each kind of file is posted
// to /api/career on the production site (`next start`) BENCH_UPLOAD_RUNS times, and its median answer time
// is set beside a PDF of the same size, which gets no structural check. Files as parents send them: a
// 3 MP phone photo as JPEG and PNG, a GIF, a Word document of either kind, a CSV sheet.
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { renderPdf } from '../demo-provider/files.mjs';
import { startProductionSite } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_UPLOAD_RUNS || 15);

/** A photo-like 2048 x 1536 picture: noise, so it compresses as a camera's would. */
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

/** A PDF padded to `size` bytes: the same multipart work, no structural check. */
const pdfOfSize = (size) => Buffer.concat([renderPdf('CV'), Buffer.alloc(Math.max(0, size - renderPdf('CV').length), 0x20)]);

async function post(site, name, bytes) {
  const form = new FormData();
  form.set('name', 'Ravi Kumar');
  form.set('email', 'ravi@example.com');
  form.set('phone', '9123456780');
  form.set('attachments', new Blob([bytes]), name);
  const started = performance.now();
  const response = await fetch(`${site}/api/career`, { method: 'POST', headers: { origin: site }, body: form });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

process.env.FORM_RATE_LIMIT_MAX = '100000';
const { site, stop } = await startProductionSite({ sitePort: 3202, providerPort: 4212 });
const files = [
  ['photo.jpg', await photo('jpeg')],
  ['photo.png', await photo('png')],
  ['photo.gif', await sharp(await photo('png')).resize(640).gif().toBuffer()],
  ['cv.docx', wordDocument(4000)],
  ['cv.doc', oldWordDocument(200_000)],
  ['marks.csv', sheet(20_000)],
];
console.log(`| file | size | median ms | same-size PDF ms | check costs ms |\n| --- | --- | --- | --- | --- |`);
for (const [name, bytes] of files) {
  const padded = pdfOfSize(bytes.length);
  await post(site, name, bytes);
  await post(site, 'cv.pdf', padded);
  const checked = [];
  const baseline = [];
  for (let run = 0; run < RUNS; run += 1) {
    checked.push(await post(site, name, bytes));
    baseline.push(await post(site, 'cv.pdf', padded));
  }
  const [withCheck, without] = [median(checked), median(baseline)];
  console.log(`| ${name} | ${(bytes.length / 1024).toFixed(0)} kB | ${withCheck.toFixed(1)} | ${without.toFixed(1)} | ${(withCheck - without).toFixed(1)} |`);
}
stop();
process.exit(0);
