// A career upload's first bytes must say the kind its name claims, then it is read as each format's own
// library reads it. Runs in the file-check workers, never on the server's thread.
import { parse as parseCsv } from 'csv-parse/sync';
import sharp from 'sharp';
import { sniffFileKind } from './sniff.ts';
import { checkDoc, checkDocx } from './word.ts';

export type FileKind = import('./sniff.ts').FileKind;
export type RefusalReason = 'type' | 'image' | 'pdf' | 'pdfEncrypted' | 'word' | 'csvFormula' | 'csv' | 'tooComplex';
export type Verdict = { ok: true, bytes: Uint8Array } | { ok: false, reason: RefusalReason };

export const IMAGE_LIMITS = {
  /** Pixels of a still image: a small file can claim a huge canvas. */
  stillPixels: 40_000_000,
  /** Frames times the canvas's pixels of an animated GIF: each frame is decoded whole. */
  animationPixels: 4_000_000,
};

/** Read from the blocks without decoding a pixel, stopping at `frameCap` frames; null when broken. */
export function gifFrames(bytes: Uint8Array, frameCap: number) {
  if (bytes.length < 13) return null;
  const byteAt = (index: number) => bytes[index] ?? 0;
  const width = byteAt(6) | (byteAt(7) << 8);
  const height = byteAt(8) | (byteAt(9) << 8);
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  let index = 13 + colourTable(byteAt(10));
  let frames = 0;
  const skipSubBlocks = () => {
    while (index < bytes.length && byteAt(index) !== 0) index += byteAt(index) + 1;
    index += 1;
  };
  while (index < bytes.length && frames < frameCap) {
    const block = byteAt(index);
    if (block === 0x3b) break;
    if (block === 0x21) {
      index += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (index + 10 > bytes.length) return null;
      frames += 1;
      index += 10 + colourTable(byteAt(index + 9)) + 1;
      skipSubBlocks();
    } else return null;
  }
  return { width, height, frames };
}

// Re-encoding refuses what does not decode and drops what followed the image (a script, a page) and its
// metadata (the camera's location).
async function reencodeImage(kind: 'jpeg' | 'png' | 'gif', bytes: Uint8Array): Promise<Verdict> {
  if (kind === 'gif') {
    const canvas = gifFrames(bytes, IMAGE_LIMITS.animationPixels);
    if (!canvas) return { ok: false, reason: 'image' };
    if (canvas.frames > 1 && canvas.frames * canvas.width * canvas.height > IMAGE_LIMITS.animationPixels) return { ok: false, reason: 'tooComplex' };
  }
  try {
    const source = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.stillPixels, animated: kind === 'gif' });
    const { format } = await source.metadata();
    if (format !== kind) return { ok: false, reason: 'image' };
    // Turned upright first: the orientation lives in the metadata that is dropped.
    const output = await source.rotate().toFormat(kind).toBuffer();
    // Copied into an array of its own: sharp's buffer may not be movable to another thread.
    return { ok: true, bytes: new Uint8Array(output) };
  } catch {
    return { ok: false, reason: 'image' };
  }
}

/** What a spreadsheet would run as a formula (or DDE command) when the office opens the file; a quote may open the cell. */
const FORMULA_START = /^"?[=+\-@\t\r]/;
/** Separators a spreadsheet may split on, by its locale's default or a `sep=` line. */
const COMMON_SEPARATORS = [',', ';', '\t', '|'];
/** Excel's first-line override of the separator: `sep=;`. */
const SEPARATOR_LINE = /^(?:\ufeff)?sep=(.)\r?\n/i;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A cell a spreadsheet would run is refused whichever separator the office's spreadsheet splits on. Each
// row is judged as it is read and then dropped, so a 5 MB sheet never lies whole in the worker's heap.
function checkCsv(bytes: Uint8Array): Verdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const separator = SEPARATOR_LINE.exec(text)?.[1];
  const splitter = new RegExp([...new Set([...COMMON_SEPARATORS, separator ?? ','])].map(escapeForPattern).join('|'));
  const runs = (cell: string) => FORMULA_START.test(cell) || cell.split(splitter).some((piece) => FORMULA_START.test(piece));
  let runnable = false;
  try {
    parseCsv(separator ? text.replace(SEPARATOR_LINE, '') : text, {
      bom: true,
      delimiter: separator ?? ',',
      relax_column_count: true,
      // Spreadsheets read a stray quote inside a cell; so does this check, so that cell is judged too.
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (row: string[]) => {
        runnable ||= row.some(runs);
        return null;
      },
    });
  } catch {
    return { ok: false, reason: 'csv' };
  }
  return runnable ? { ok: false, reason: 'csvFormula' } : { ok: true, bytes };
}

/** The bytes to forward (images re-encoded), or why not; `claimed` is the kind the file's name says. */
export async function judgeFile(claimed: FileKind, bytes: Uint8Array): Promise<Verdict> {
  if (sniffFileKind(bytes) !== claimed) return { ok: false, reason: 'type' };
  switch (claimed) {
    case 'jpeg':
    case 'png':
    case 'gif':
      return reencodeImage(claimed, bytes);
    case 'docx':
      return checkDocx(bytes);
    case 'doc':
      return checkDoc(bytes);
    case 'csv':
      return checkCsv(bytes);
    case 'pdf': {
      // pdf.js is loaded when a PDF first comes, so a worker starts quickly for every other kind.
      const { checkPdf } = await import('./pdf.ts');
      return checkPdf(bytes);
    }
  }
}
