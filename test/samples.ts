/** Real sample files of each allowed type, made at test time, and disguised ones. */
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { renderPdf } from '../demo-provider/files.mjs';
import { WORD_PARTS } from './hostileFiles.ts';

/** A ZIP archive of the given files, as Office and every unzip tool read it. */
export function zip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/** A Word 2007+ document: its content types and main part. */
export function docx(): Uint8Array {
  return zip(WORD_PARTS);
}
docx.contentTypes = WORD_PARTS['[Content_Types].xml'];

/** Where the sample's text starts in its WordDocument stream, after the File Information Block. */
const DOC_TEXT_AT = 1024;

// The File Information Block and piece table of [MS-DOC], as Word writes them: one piece holding the text,
// one byte a character (`compressed`) or UTF-16.
function wordDocumentStreams(text: string, compressed: boolean): { wordDocument: Buffer; table: Buffer } {
  const textBytes = compressed ? Buffer.from(text, 'latin1') : Buffer.from(text, 'utf16le');
  const wordDocument = Buffer.alloc(DOC_TEXT_AT + textBytes.length);
  wordDocument.writeUInt16LE(0xa5ec, 0);
  wordDocument.writeUInt16LE(0x00c1, 2);
  wordDocument.writeUInt16LE(0x0200, 0x0a); // the table is 1Table
  wordDocument.writeUInt16LE(14, 32);
  wordDocument.writeUInt16LE(22, 62);
  wordDocument.writeUInt16LE(93, 152);
  wordDocument.writeUInt32LE(0, 418); // fcClx
  wordDocument.writeUInt32LE(21, 422); // lcbClx
  textBytes.copy(wordDocument, DOC_TEXT_AT);
  const table = Buffer.alloc(21);
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt32LE(compressed ? (DOC_TEXT_AT * 2) | 0x40000000 : DOC_TEXT_AT, 15);
  return { wordDocument, table };
}

/** A field as Word marks it in a .doc's text: begin, instruction, separator, result, end. */
export const docField = (instruction: string, result = '') => `\u0013${instruction}\u0014${result}\u0015`;

/** A Word 97-2003 file: an OLE2 compound file with a WordDocument stream holding `text` (and macros, or another stream, when asked). */
export function doc({ macros = false, extraStream = '', text = 'Curriculum Vitae', compressed = true } = {}): Uint8Array {
  const container = CFB.utils.cfb_new();
  const { wordDocument, table } = wordDocumentStreams(text, compressed);
  CFB.utils.cfb_add(container, '/WordDocument', wordDocument);
  CFB.utils.cfb_add(container, '/1Table', table);
  if (macros) CFB.utils.cfb_add(container, '/Macros/VBA/dir', Buffer.from('Attribute VB_Name = "AutoOpen"'));
  if (extraStream) CFB.utils.cfb_add(container, extraStream, Buffer.from('MZ'));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

export async function image(format: 'jpeg' | 'png' | 'gif'): Promise<Uint8Array> {
  const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#12355b' } });
  return new Uint8Array(await base[format]().toBuffer());
}

export function pdf(): Uint8Array {
  return new Uint8Array(renderPdf('Curriculum Vitae'));
}

export function csv(): Uint8Array {
  return new TextEncoder().encode('\ufeffName,Subject,Years\nAsha Rao,Mathematics,6\n"Ravi, K.",English,3\n');
}

/** Files whose name says one thing and whose bytes another, or nothing allowed at all. */
export async function disguised(): Promise<[string, Uint8Array][]> {
  return [
    ['cv.pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], // a Windows program
    ['cv.pdf', await image('png')], // an image calling itself a PDF
    ['photo.jpg', pdf()],
    ['cv.docx', zip({ 'payload.js': 'alert(1)' })], // a ZIP that is no Word file
    ['cv.doc', docx()],
    ['data.csv', new Uint8Array([0x00, 0x01, 0x02, 0x41, 0x42])], // binary dressed as text
    ['data.csv', new Uint8Array(0)],
    ['cv.exe', pdf()],
    ['script.svg', new TextEncoder().encode('<svg onload="alert(1)"/>')],
  ];
}
