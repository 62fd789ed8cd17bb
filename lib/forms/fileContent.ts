/**
 * The second look at a career upload, once its first bytes matched its name: the file is checked by its
 * structure with the libraries that read each format, so a header glued to something else, a macro or a
 * formula meant for the office's spreadsheet is refused before anything reaches the provider.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from '@cantoo/pdf-lib';
import CFB from 'cfb';
import { parse as parseCsv } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import type { FileKind } from './upload';

export const FILE_CONTENT_MESSAGES = {
  image: 'This image could not be opened. Please upload it again as a JPEG, PNG or GIF photo, or as a PDF.',
  pdf: 'This PDF could not be opened, or it holds scripts, launch actions or attached files. Please save it again as a plain PDF (Print to PDF does this).',
  word: 'This Word document could not be opened, or it holds macros or programs. Please save it again as a plain Word document (.docx) or a PDF.',
  csvFormula: 'Some cells of this CSV file start with =, +, -, @ or a tab, which spreadsheets run as formulas. Please remove those characters, or upload a PDF.',
  csv: 'This CSV file could not be read. Please save it again as CSV (UTF-8), or upload a PDF.',
} as const;

export type ContentCheck = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

const refuse = (message: string): ContentCheck => ({ ok: false, message });

/** Larger images than this (in pixels) are refused rather than decoded: a small file can claim a huge canvas. */
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Decoded whole and encoded again in the same format: a file that does not decode is refused, and what
 * followed the image (a script, a page) and its metadata (the camera's location) are not passed on.
 */
async function reencodeImage(kind: 'jpeg' | 'png' | 'gif', bytes: Uint8Array): Promise<ContentCheck> {
  try {
    const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated: kind === 'gif' });
    const { format } = await source.metadata();
    if (format !== kind) return refuse(FILE_CONTENT_MESSAGES.image);
    // Turned upright first: the orientation lives in the metadata that is dropped.
    const output = await source.rotate().toFormat(kind).toBuffer();
    return { ok: true, bytes: new Uint8Array(output) };
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.image);
  }
}

/** Entries no CV needs, and that run when opened: macros and programs. */
const ACTIVE_ENTRY = /(^|\/)vbaProject\.bin$|\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|lnk)$/i;
const WORD_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** The content types part is small; a larger one is not Word's. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

/** A Word 2007+ package: a real ZIP whose main part is a Word document, not macro-enabled, with nothing active inside. */
function checkDocx(bytes: Uint8Array): ContentCheck {
  try {
    const names: string[] = [];
    let contentTypesTooLarge = false;
    // Only the content types part is inflated: the rest is judged by name, so a ZIP bomb costs nothing.
    const parts = unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        if (entry.name !== '[Content_Types].xml') return false;
        contentTypesTooLarge = entry.originalSize > MAX_CONTENT_TYPES_BYTES;
        return !contentTypesTooLarge;
      },
    });
    const contentTypes = parts['[Content_Types].xml'];
    if (!contentTypes || contentTypesTooLarge) return refuse(FILE_CONTENT_MESSAGES.word);
    const types = strFromU8(contentTypes);
    const wordDocument = types.includes(WORD_MAIN_PART) && !/macroEnabled/i.test(types);
    const hasMainPart = names.includes('word/document.xml');
    return wordDocument && hasMainPart && !names.some((name) => ACTIVE_ENTRY.test(name)) ? { ok: true, bytes } : refuse(FILE_CONTENT_MESSAGES.word);
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.word);
  }
}

/** Storages where Word 97-2003 keeps macros. */
const MACRO_STORAGE = /(^|\/)(Macros|_VBA_PROJECT_CUR|VBA)(\/|$)/;

/** A Word 97-2003 file: an OLE2 compound file with a WordDocument stream and no macro storage. */
function checkDoc(bytes: Uint8Array): ContentCheck {
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
    const paths = container.FullPaths.map((path) => path.replace(/^[^/]*\//, ''));
    const hasWordStream = paths.includes('WordDocument');
    return hasWordStream && !paths.some((path) => MACRO_STORAGE.test(path) || ACTIVE_ENTRY.test(path)) ? { ok: true, bytes } : refuse(FILE_CONTENT_MESSAGES.word);
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.word);
  }
}

/** What a spreadsheet would run as a formula (or DDE command) when the office opens the file. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** CSV: readable as CSV, and no cell that a spreadsheet would run. */
function checkCsv(bytes: Uint8Array): ContentCheck {
  let rows: string[][];
  try {
    rows = parseCsv(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      bom: true,
      relax_column_count: true,
      // Spreadsheets read a stray quote inside a cell; so does this check, so that cell is judged too.
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.csv);
  }
  return rows.some((row) => row.some((cell) => FORMULA_START.test(cell))) ? refuse(FILE_CONTENT_MESSAGES.csvFormula) : { ok: true, bytes };
}

/** Action types that run something when the file is opened or clicked: scripts, programs, form posts. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'Rendition']);
/** Keys that only a document with scripts or attached files carries. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'EmbeddedFiles', 'EmbeddedFile', 'RichMedia'];

const nameOf = (object: PDFObject | undefined) => (object instanceof PDFName ? object.decodeText() : undefined);

/** True when any object reachable in the file is a script, a launch action or an attached file. */
function hasActiveContent(document: PDFDocument): boolean {
  const seen = new Set<PDFObject>();
  const pending: PDFObject[] = document.context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      if (ACTIVE_KEYS.some((key) => dict.has(PDFName.of(key)))) return true;
      if (ACTIVE_ACTIONS.has(nameOf(dict.get(PDFName.of('S'))) ?? '')) return true;
      if (['EmbeddedFile', 'Filespec'].includes(nameOf(dict.get(PDFName.of('Type'))) ?? '') && dict.has(PDFName.of('EF'))) return true;
      if (nameOf(dict.get(PDFName.of('Subtype'))) === 'FileAttachment') return true;
      for (const value of dict.values()) if (!(value instanceof PDFRef)) pending.push(value);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) if (!(value instanceof PDFRef)) pending.push(value);
    }
  }
  return false;
}

/** A PDF that parses (pdf-lib), has pages, and carries no script, launch action or attached file. */
async function checkPdf(bytes: Uint8Array): Promise<ContentCheck> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0 && !hasActiveContent(document) ? { ok: true, bytes } : refuse(FILE_CONTENT_MESSAGES.pdf);
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.pdf);
  }
}

/** The bytes to forward (images re-encoded), or the field message. */
export async function checkFileContent(kind: FileKind, bytes: Uint8Array): Promise<ContentCheck> {
  switch (kind) {
    case 'jpeg':
    case 'png':
    case 'gif':
      return reencodeImage(kind, bytes);
    case 'docx':
      return checkDocx(bytes);
    case 'doc':
      return checkDoc(bytes);
    case 'csv':
      return checkCsv(bytes);
    case 'pdf':
      return checkPdf(bytes);
  }
}
