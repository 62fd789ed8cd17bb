/**
 * The second look at a career upload, once its first bytes matched its name: the file is checked by its
 * structure with the libraries that read each format, so a header glued to something else, a macro or a
 * formula meant for the office's spreadsheet is refused before anything reaches the provider.
 */
import { PDFArray, PDFDict, PDFDocument, PDFInvalidObject, PDFName, PDFRef, PDFStream, type PDFObject } from '@cantoo/pdf-lib';
import CFB from 'cfb';
import { parse as parseCsv } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import type { FileKind } from './upload';

export const FILE_CONTENT_MESSAGES = {
  image: 'This image could not be opened. Please upload it again as a JPEG, PNG or GIF photo, or as a PDF.',
  pdf: 'This PDF could not be opened, or it holds scripts, forms, actions that run on opening or attached files. Please save it again as a plain PDF (Print to PDF does this).',
  pdfEncrypted: 'This PDF is protected by a password or encryption. Please send an unencrypted copy (Print to PDF makes one).',
  word: 'This Word document could not be opened, or it holds macros, programs, embedded objects or a link to an outside template. Please save it again as a plain Word document (.docx) or a PDF.',
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

/** Entries no CV needs, and that run when opened: macros, programs, embedded objects and controls. */
const ACTIVE_ENTRY = /(^|\/)vbaProject\.bin$|\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|lnk|bin)$/i;
const ACTIVE_FOLDER = /^word\/(embeddings|activeX)\//i;
const ACTIVE_CONTENT_TYPE = /macroEnabled|oleObject|activeX|vbaProject/i;
const WORD_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** The content types and relationship parts are small; larger ones are not Word's. */
const MAX_PACKAGE_PART_BYTES = 256 * 1024;
const isPackagePart = (name: string) => name === '[Content_Types].xml' || /(^|\/)_rels\/[^/]*\.rels$/i.test(name);

/** Relationship types that pull in a template, an object, a control or another document. */
const ACTIVE_RELATIONSHIP = /\/(attachedTemplate|oleObject|package|control|activeXControlBinary|subDocument|frame)$/i;
const HYPERLINK_RELATIONSHIP = /\/relationships\/hyperlink$/i;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXmlText = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (XML_ENTITIES[name] ?? entity),
  );

/** The attributes of each Relationship element in a .rels part (any prefix, either quote, entities decoded). */
function relationships(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)].map(([, attributes = '']) =>
    Object.fromEntries([...attributes.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, name = '', double, single]) => [name.replace(/^.*:/, ''), decodeXmlText(double ?? single ?? '').trim()])),
  );
}

/**
 * A relationship Word follows on opening: an outside template (remote template injection), an embedded
 * object or control, or anything outside the file but a plain hyperlink (a linked picture fetches it).
 */
function isActiveRelationship(relationship: Record<string, string>): boolean {
  const type = relationship.Type ?? '';
  if (ACTIVE_RELATIONSHIP.test(type)) return true;
  return /^external$/i.test(relationship.TargetMode ?? '') && !HYPERLINK_RELATIONSHIP.test(type);
}

/** A Word 2007+ package: a real ZIP whose main part is a Word document, with nothing active inside. */
function checkDocx(bytes: Uint8Array): ContentCheck {
  try {
    const names: string[] = [];
    let partTooLarge = false;
    // Only the content types and relationship parts are inflated: the rest is judged by name, so a ZIP bomb costs nothing.
    const parts = unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        if (!isPackagePart(entry.name)) return false;
        partTooLarge ||= entry.originalSize > MAX_PACKAGE_PART_BYTES;
        return entry.originalSize <= MAX_PACKAGE_PART_BYTES;
      },
    });
    const contentTypes = parts['[Content_Types].xml'];
    if (!contentTypes || partTooLarge) return refuse(FILE_CONTENT_MESSAGES.word);
    // Word's own parts are UTF-8; a part in UTF-16 (zero bytes) would slip past the text checks below.
    if (Object.values(parts).some((part) => part.includes(0))) return refuse(FILE_CONTENT_MESSAGES.word);
    const types = strFromU8(contentTypes);
    const wordDocument = types.includes(WORD_MAIN_PART) && !ACTIVE_CONTENT_TYPE.test(types) && names.includes('word/document.xml');
    const activeEntry = names.some((name) => ACTIVE_ENTRY.test(name) || ACTIVE_FOLDER.test(name));
    const activeRelationship = Object.entries(parts).some(([name, part]) => name !== '[Content_Types].xml' && relationships(strFromU8(part)).some(isActiveRelationship));
    return wordDocument && !activeEntry && !activeRelationship ? { ok: true, bytes } : refuse(FILE_CONTENT_MESSAGES.word);
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.word);
  }
}

/** Storages where Word 97-2003 keeps macros, and embedded objects (ObjectPool, a packaged file's Ole10Native). */
const ACTIVE_STORAGE = /(^|\/)(Macros|_VBA_PROJECT_CUR|VBA|ObjectPool)(\/|$)|\u0001Ole10Native/i;

/** A Word 97-2003 file: an OLE2 compound file with a WordDocument stream and no macro or object storage. */
function checkDoc(bytes: Uint8Array): ContentCheck {
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
    const paths = container.FullPaths.map((path) => path.replace(/^[^/]*\//, ''));
    const hasWordStream = paths.includes('WordDocument');
    return hasWordStream && !paths.some((path) => ACTIVE_STORAGE.test(path) || ACTIVE_ENTRY.test(path)) ? { ok: true, bytes } : refuse(FILE_CONTENT_MESSAGES.word);
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.word);
  }
}

/** What a spreadsheet would run as a formula (or DDE command) when the office opens the file; a quote may open the cell. */
const FORMULA_START = /^"?[=+\-@\t\r]/;
/** Separators a spreadsheet may split on, by its locale's default or a `sep=` line. */
const COMMON_SEPARATORS = [',', ';', '\t', '|'];
/** Excel's first-line override of the separator: `sep=;`. */
const SEPARATOR_LINE = /^(?:\ufeff)?sep=(.)\r?\n/i;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * CSV: readable as CSV (with its `sep=` separator), and no cell that a spreadsheet would run, whichever
 * separator the office's spreadsheet splits on: each cell is also split on the common separators.
 */
function checkCsv(bytes: Uint8Array): ContentCheck {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const separator = SEPARATOR_LINE.exec(text)?.[1];
  let rows: string[][];
  try {
    rows = parseCsv(separator ? text.replace(SEPARATOR_LINE, '') : text, {
      bom: true,
      delimiter: separator ?? ',',
      relax_column_count: true,
      // Spreadsheets read a stray quote inside a cell; so does this check, so that cell is judged too.
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch {
    return refuse(FILE_CONTENT_MESSAGES.csv);
  }
  const splitter = new RegExp([...new Set([...COMMON_SEPARATORS, separator ?? ','])].map(escapeForPattern).join('|'));
  const runnable = rows.some((row) => row.some((cell) => FORMULA_START.test(cell) || cell.split(splitter).some((piece) => FORMULA_START.test(piece))));
  return runnable ? refuse(FILE_CONTENT_MESSAGES.csvFormula) : { ok: true, bytes };
}

/** Action types that run something, post something or leave the file, whenever they are triggered. */
const ACTIVE_ACTIONS = new Set(['javascript', 'launch', 'importdata', 'submitform', 'resetform', 'rendition', 'gotor', 'gotoe', 'sound', 'movie', 'richmediaexecute', 'goto3dview', 'hide', 'setocgstate']);
/** Keys that only a document with scripts, XFA forms, event actions or attached files carries. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'EmbeddedFiles', 'EmbeddedFile', 'RichMedia', 'XFA', 'AA'];

const nameOf = (object: PDFObject | undefined) => (object instanceof PDFName ? object.decodeText() : undefined);
const lowerNameOf = (object: PDFObject | undefined) => nameOf(object)?.toLowerCase();

type PdfVerdict = 'plain' | 'active' | 'unreadable';

/**
 * Every dictionary in the file, or 'unreadable' when an object could not be parsed: an object stream left
 * packed, a reference to nothing, a value the parser gave up on. What cannot be read cannot be judged.
 */
function allDictionaries(document: PDFDocument): PDFDict[] | 'unreadable' {
  const { context } = document;
  const seen = new Set<PDFObject>();
  const dictionaries: PDFDict[] = [];
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFInvalidObject) return 'unreadable';
    if (object instanceof PDFRef) {
      if (context.lookup(object) === undefined) return 'unreadable';
      continue;
    }
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      if (nameOf(dict.get(PDFName.of('Type'))) === 'ObjStm') return 'unreadable';
      dictionaries.push(dict);
      pending.push(...dict.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return dictionaries;
}

/**
 * 'active' when anything would run, post, fetch or open another file: scripts, XFA forms, launch and
 * remote actions, event actions (/AA), an opening action other than going to a page, a web link anywhere
 * but on a link a reader clicks, or an attached file.
 */
function judgePdf(document: PDFDocument): PdfVerdict {
  const dictionaries = allDictionaries(document);
  if (dictionaries === 'unreadable') return 'unreadable';
  const lookup = (object: PDFObject | undefined) => (object instanceof PDFRef ? document.context.lookup(object) : object);
  const clickedLinkActions = new Set(dictionaries.filter((dict) => nameOf(dict.get(PDFName.of('Subtype'))) === 'Link').map((link) => lookup(link.get(PDFName.of('A')))));
  const openAction = lookup(document.catalog.get(PDFName.of('OpenAction')));
  if (openAction instanceof PDFDict && lowerNameOf(openAction.get(PDFName.of('S'))) !== 'goto') return 'active';
  for (const dict of dictionaries) {
    if (ACTIVE_KEYS.some((key) => dict.has(PDFName.of(key)))) return 'active';
    const action = lowerNameOf(dict.get(PDFName.of('S')));
    if (ACTIVE_ACTIONS.has(action ?? '')) return 'active';
    if (action === 'uri' && !clickedLinkActions.has(dict)) return 'active';
    if (['EmbeddedFile', 'Filespec'].includes(nameOf(dict.get(PDFName.of('Type'))) ?? '') && dict.has(PDFName.of('EF'))) return 'active';
    if (nameOf(dict.get(PDFName.of('Subtype'))) === 'FileAttachment') return 'active';
  }
  return 'plain';
}

/** A PDF that parses (pdf-lib) whole, is not encrypted, has pages, and carries nothing active. */
async function checkPdf(bytes: Uint8Array): Promise<ContentCheck> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    // Encrypted objects cannot be read without decrypting them, so cannot be judged; a CV needs no password.
    if (document.isEncrypted || document.context.trailerInfo.Encrypt) return refuse(FILE_CONTENT_MESSAGES.pdfEncrypted);
    return document.getPageCount() > 0 && judgePdf(document) === 'plain' ? { ok: true, bytes } : refuse(FILE_CONTENT_MESSAGES.pdf);
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
