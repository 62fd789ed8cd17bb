// A Word 97-2003 document's text as Word reads it ([MS-DOC]): the File Information Block names the table
// stream and its piece table, which places each run of the text in the WordDocument stream. Fields are
// marked in that text (0x13 begins one, 0x14 ends its instruction, 0x15 ends it), nested as Word nests them.

export type DocText = { text: string } | 'encrypted' | 'broken';

const FIELD_BEGIN = 0x13;
const FIELD_SEPARATOR = 0x14;
const FIELD_END = 0x15;

/** The index of fcClx/lcbClx among the FIB's file-offset pairs. */
const CLX_PAIR = 33;

/** The whole text of a document: its main text, notes, headers and text boxes are pieces of one table. */
export function docText(wordDocument: Uint8Array, tableStreamOf: (name: '0Table' | '1Table') => Uint8Array | undefined): DocText {
  const word = new DataView(wordDocument.buffer, wordDocument.byteOffset, wordDocument.byteLength);
  const u16 = (view: DataView, at: number) => (at + 2 <= view.byteLength ? view.getUint16(at, true) : NaN);
  const u32 = (view: DataView, at: number) => (at + 4 <= view.byteLength ? view.getUint32(at, true) : NaN);
  if (u16(word, 0) !== 0xa5ec) return 'broken';
  const flags = u16(word, 0x0a);
  if (flags & 0x0100) return 'encrypted';
  // FibBase (32 bytes), then three arrays, each after its count: 16-bit words, 32-bit words, offset pairs.
  let at = 32;
  at += 2 + u16(word, at) * 2;
  at += 2 + u16(word, at) * 4;
  const pairs = u16(word, at);
  at += 2;
  if (!(pairs > CLX_PAIR)) return 'broken';
  const fcClx = u32(word, at + CLX_PAIR * 8);
  const lcbClx = u32(word, at + CLX_PAIR * 8 + 4);
  const table = tableStreamOf(flags & 0x0200 ? '1Table' : '0Table');
  if (!table || !Number.isFinite(fcClx) || !Number.isFinite(lcbClx) || fcClx + lcbClx > table.byteLength) return 'broken';
  const clx = new DataView(table.buffer, table.byteOffset + fcClx, lcbClx);
  // Property runs (0x01) come first; the piece table (0x02) follows.
  let position = 0;
  while (position < clx.byteLength && clx.getUint8(position) === 0x01) {
    const size = position + 3 <= clx.byteLength ? clx.getInt16(position + 1, true) : -1;
    if (size < 0) return 'broken';
    position += 3 + size;
  }
  if (position + 5 > clx.byteLength || clx.getUint8(position) !== 0x02) return 'broken';
  const size = clx.getUint32(position + 1, true);
  const start = position + 5;
  if (start + size > clx.byteLength || size < 4 || (size - 4) % 12 !== 0) return 'broken';
  const pieces = (size - 4) / 12;
  const parts: string[] = [];
  for (let piece = 0; piece < pieces; piece += 1) {
    const first = clx.getUint32(start + piece * 4, true);
    const next = clx.getUint32(start + (piece + 1) * 4, true);
    if (next < first) return 'broken';
    const fc = clx.getUint32(start + (pieces + 1) * 4 + piece * 8 + 2, true);
    const compressed = (fc & 0x40000000) !== 0;
    const offset = compressed ? (fc & 0x3fffffff) / 2 : fc & 0x3fffffff;
    const bytes = (next - first) * (compressed ? 1 : 2);
    if (offset + bytes > wordDocument.byteLength) return 'broken';
    const run = wordDocument.subarray(offset, offset + bytes);
    // A compressed run is one byte a character (Windows-1252); only the field marks matter below, which
    // are the same code in both encodings.
    parts.push(new TextDecoder(compressed ? 'latin1' : 'utf-16le').decode(run));
  }
  return { text: parts.join('') };
}

/** The instruction of every field in the text, innermost first; 'too deep' past `maxDepth` nested fields. */
export function fieldInstructions(text: string, maxDepth: number): string[] | 'too deep' {
  const instructions: string[] = [];
  /** The instruction of each field open here, innermost last; null once past its separator. */
  const open: (string | null)[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === FIELD_BEGIN) {
      if (open.length >= maxDepth) return 'too deep';
      open.push('');
    } else if (code === FIELD_SEPARATOR || code === FIELD_END) {
      const current = open.at(-1);
      if (typeof current === 'string') instructions.push(current);
      if (code === FIELD_END) open.pop();
      else if (open.length > 0) open[open.length - 1] = null;
    } else {
      const current = open.at(-1);
      if (typeof current === 'string') open[open.length - 1] = current + text[index];
    }
  }
  // A field left open is still read, as Word would when repairing the document.
  for (const current of open) if (typeof current === 'string') instructions.push(current);
  return instructions;
}
