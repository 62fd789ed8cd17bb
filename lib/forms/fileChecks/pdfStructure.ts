// Every definition of every object is judged (each revision's, each duplicate, those packed in object
// streams), since a reader follows the cross-reference table to whichever copy it picks.
import { BudgetExceededError, byteBudget, inflateZlib } from './inflate.ts';

export const PDF_LIMITS = {
  /** Object definitions, packed ones included: a CV has hundreds. */
  objects: 20_000,
  /** Bytes one object or cross-reference stream may inflate to. */
  streamBytes: 8 * 1024 * 1024,
  /** Bytes all of them together may inflate to. */
  inflatedBytes: 32 * 1024 * 1024,
  /** Bytes after the last `%%EOF`: writers leave a line end or a little padding, never a second file (a ZIP, a script). */
  trailingBytes: 1024,
};

/** Bytes after the file's last end-of-file marker; the whole length when it has none. */
export function bytesAfterEnd(text: string): number {
  const end = text.lastIndexOf('%%EOF');
  return end < 0 ? text.length : text.length - (end + '%%EOF'.length);
}

export type Token = { type: 'name' | 'number' | 'word' | 'string' | 'open-dict' | 'close-dict' | 'open-array' | 'close-array', value: string };

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[()<>[\]{}/%]/;

/** An object's tokens, strings reduced to a marker, comments dropped, `#xx` in names decoded as a reader does. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index] ?? '';
    if (WHITESPACE.test(character)) {
      index += 1;
    } else if (character === '%') {
      while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index += 1;
    } else if (character === '(') {
      let depth = 0;
      for (; index < text.length; index += 1) {
        const inside = text[index];
        if (inside === '\\') index += 1;
        else if (inside === '(') depth += 1;
        else if (inside === ')' && --depth === 0) break;
      }
      index += 1;
      tokens.push({ type: 'string', value: '' });
    } else if (character === '<' && text[index + 1] === '<') {
      tokens.push({ type: 'open-dict', value: '<<' });
      index += 2;
    } else if (character === '>' && text[index + 1] === '>') {
      tokens.push({ type: 'close-dict', value: '>>' });
      index += 2;
    } else if (character === '<') {
      const end = text.indexOf('>', index);
      index = end < 0 ? text.length : end + 1;
      tokens.push({ type: 'string', value: '' });
    } else if (character === '[' || character === ']') {
      tokens.push({ type: character === '[' ? 'open-array' : 'close-array', value: character });
      index += 1;
    } else if (character === '/') {
      let end = index + 1;
      while (end < text.length && !WHITESPACE.test(text[end] ?? '') && !DELIMITER.test(text[end] ?? '')) end += 1;
      const raw = text.slice(index + 1, end);
      tokens.push({ type: 'name', value: raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))) });
      index = end;
    } else if (DELIMITER.test(character)) {
      // A stray ')', '>', '{' or '}': kept as a word, so nothing after it is lost.
      tokens.push({ type: 'word', value: character });
      index += 1;
    } else {
      let end = index;
      while (end < text.length && !WHITESPACE.test(text[end] ?? '') && !DELIMITER.test(text[end] ?? '')) end += 1;
      const word = text.slice(index, end);
      tokens.push({ type: /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? 'number' : 'word', value: word });
      index = end;
    }
  }
  return tokens;
}

/** The outermost dictionary's entries, each value as its tokens (one, or a whole array or dictionary). */
export function topDictionary(tokens: Token[]): Map<string, Token[]> {
  const entries: Map<string, Token[]> = new Map();
  const start = tokens.findIndex((token) => token.type === 'open-dict');
  if (start < 0) return entries;
  let index = start + 1;
  while (index < tokens.length && tokens[index]?.type !== 'close-dict') {
    const key = tokens[index];
    if (key?.type !== 'name') {
      index += 1;
      continue;
    }
    const valueStart = index + 1;
    let end = valueStart;
    let depth = 0;
    do {
      const token = tokens[end];
      if (!token) break;
      if (token.type === 'open-dict' || token.type === 'open-array') depth += 1;
      if (token.type === 'close-dict' || token.type === 'close-array') depth -= 1;
      end += 1;
    } while (depth > 0);
    // A reference is three tokens: `12 0 R`.
    if (tokens[valueStart]?.type === 'number' && tokens[valueStart + 1]?.type === 'number' && tokens[valueStart + 2]?.value === 'R') end = valueStart + 3;
    if (!entries.has(key.value)) entries.set(key.value, tokens.slice(valueStart, end));
    index = end;
  }
  return entries;
}

/** Unbalanced brackets are read one way by a parser and another by a reader, so cannot be judged. */
function isBalanced(tokens: Token[]) {
  const open: string[] = [];
  for (const token of tokens) {
    if (token.type === 'open-dict' || token.type === 'open-array') open.push(token.type);
    else if (token.type === 'close-dict' && open.pop() !== 'open-dict') return false;
    else if (token.type === 'close-array' && open.pop() !== 'open-array') return false;
    else if (token.type === 'word' && /^[()<>{}]$/.test(token.value)) return false;
  }
  return open.length === 0;
}

const nameValue = (value: Token[] | undefined) => (value?.[0]?.type === 'name' ? value[0].value : undefined);

const numberValue = (value: Token[] | undefined) => (value?.[0]?.type === 'number' && value.length === 1 ? Number(value[0].value) : undefined);

const numbersOf = (value: Token[] | undefined) => (value ?? []).filter((token) => token.type === 'number').map((token) => Number(token.value));

const referenceTo = (value: Token[] | undefined) => (value?.length === 3 && value[2]?.value === 'R' ? Number(value[0]?.value) : undefined);

export interface PdfObject {
  number: number;
  /** The object's own tokens (a stream's dictionary, not its data). */
  tokens: Token[];
  dictionary: Map<string, Token[]>;
  /** Where the definition starts in the file; null inside an object stream. */
  offset: number | null;
  stream: Uint8Array | null;
}

const OBJECT_HEADER = /(\d+)\s+(\d+)\s+obj\b/g;
const STREAM_KEYWORD = /(?:^|[^a-zA-Z])stream(?:\r\n|\n|\r)/;

/** Every object definition in file order, with its stream's raw data; `text` is the same bytes as latin1. */
function writtenObjects(bytes: Uint8Array, text: string): PdfObject[] {
  const objects: PdfObject[] = [];
  OBJECT_HEADER.lastIndex = 0;
  for (let match = OBJECT_HEADER.exec(text); match; match = OBJECT_HEADER.exec(text)) {
    if (objects.length >= PDF_LIMITS.objects) throw new BudgetExceededError('too many objects');
    const bodyStart = match.index + match[0].length;
    const endObject = text.indexOf('endobj', bodyStart);
    const bodyEnd = endObject < 0 ? text.length : endObject;
    const body = text.slice(bodyStart, bodyEnd);
    const streamAt = STREAM_KEYWORD.exec(body);
    const tokens = tokenize(streamAt ? body.slice(0, streamAt.index + 1) : body);
    const dictionary = topDictionary(tokens);
    let stream: Uint8Array | null = null;
    let next = bodyEnd + 'endobj'.length;
    if (streamAt) {
      const dataStart = bodyStart + streamAt.index + streamAt[0].length;
      const length = numberValue(dictionary.get('Length'));
      // A direct length is trusted only where `endstream` follows it; otherwise the keyword ends the data.
      const byLength = length !== undefined && length >= 0 && /^\s*endstream/.test(text.slice(dataStart + length, dataStart + length + 20)) ? dataStart + length : -1;
      const dataEnd = byLength >= 0 ? byLength : text.indexOf('endstream', dataStart);
      if (dataEnd < 0) throw new Error('a stream without its end');
      stream = bytes.subarray(dataStart, dataEnd);
      const closing = text.indexOf('endobj', dataEnd);
      next = closing < 0 ? text.length : closing + 'endobj'.length;
    }
    objects.push({ number: Number(match[1]), tokens, dictionary, offset: match.index, stream });
    OBJECT_HEADER.lastIndex = next;
  }
  return objects;
}

/** Undoes a PNG predictor (PDF's /Predictor 10–15); `columns` is bytes per row. */
function unpredictPng(data: Uint8Array, columns: number) {
  const rowLength = columns + 1;
  const rows = Math.floor(data.length / rowLength);
  const output = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * rowLength];
    for (let column = 0; column < columns; column += 1) {
      const raw = data[row * rowLength + 1 + column] ?? 0;
      const left = column > 0 ? (output[row * columns + column - 1] ?? 0) : 0;
      const up = row > 0 ? (output[(row - 1) * columns + column] ?? 0) : 0;
      const upLeft = row > 0 && column > 0 ? (output[(row - 1) * columns + column - 1] ?? 0) : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        predicted = a <= b && a <= c ? left : b <= c ? up : upLeft;
      } else if (type !== 0) throw new Error('an unknown PNG predictor');
      output[row * columns + column] = (raw + predicted) & 0xff;
    }
  }
  return output;
}

/** Only no filter or FlateDecode (with or without a PNG predictor) can be read here; else not judged. */
function decodeStream(object: PdfObject, budget: import('./inflate.ts').ByteBudget) {
  if (!object.stream) throw new Error('no stream');
  const filter = object.dictionary.get('Filter');
  const filters = (filter ?? []).filter((token) => token.type === 'name').map((token) => token.value);
  if (filters.length > 1 || (filters[0] !== undefined && filters[0] !== 'FlateDecode' && filters[0] !== 'Fl')) throw new Error('an unreadable filter');
  const data = filters.length ? inflateZlib(object.stream, PDF_LIMITS.streamBytes, budget) : object.stream;
  const parameters = topDictionary(object.dictionary.get('DecodeParms') ?? object.dictionary.get('DP') ?? []);
  const predictor = numberValue(parameters.get('Predictor')) ?? 1;
  if (predictor === 1) return data;
  if (predictor < 10) throw new Error('an unreadable predictor');
  const columns = (numberValue(parameters.get('Columns')) ?? 1) * (numberValue(parameters.get('Colors')) ?? 1) * Math.ceil((numberValue(parameters.get('BitsPerComponent')) ?? 8) / 8);
  return unpredictPng(data, columns);
}

/** The objects packed in an object stream. */
function packedObjects(container: PdfObject, budget: import('./inflate.ts').ByteBudget): PdfObject[] {
  const text = Buffer.from(decodeStream(container, budget)).toString('latin1');
  const count = numberValue(container.dictionary.get('N'));
  const first = numberValue(container.dictionary.get('First'));
  if (count === undefined || first === undefined || count < 0 || first > text.length) throw new Error('a broken object stream');
  if (count > PDF_LIMITS.objects) throw new BudgetExceededError('too many objects');
  const header = numbersOf(tokenize(text.slice(0, first)));
  if (header.length < count * 2) throw new Error('a broken object stream');
  const objects: PdfObject[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = first + (header[index * 2 + 1] ?? 0);
    const end = index + 1 < count ? first + (header[index * 2 + 3] ?? 0) : text.length;
    if (start > end || end > text.length) throw new Error('a broken object stream');
    const tokens = tokenize(text.slice(start, end));
    objects.push({ number: header[index * 2] ?? -1, tokens, dictionary: topDictionary(tokens), offset: null, stream: null });
  }
  return objects;
}

export interface TableEntry {
  number: number;
  /** When written in the file. */
  offset: number;
  /** When packed: the object stream holding it. */
  container?: number;
}

/** In-use entries of every classic `xref` section; null when one cannot be read. */
function classicTableEntries(text: string): TableEntry[] | null {
  const entries: TableEntry[] = [];
  for (const match of text.matchAll(/(?:^|[\r\n])xref[\r\n ]/g)) {
    const end = text.indexOf('trailer', match.index);
    if (end < 0) return null;
    const words = text.slice(match.index + match[0].length, end).trim().split(/\s+/).filter(Boolean);
    let index = 0;
    while (index < words.length) {
      const start = Number(words[index]);
      const count = Number(words[index + 1]);
      if (!Number.isInteger(start) || !Number.isInteger(count) || count < 0 || count > PDF_LIMITS.objects) return null;
      index += 2;
      for (let entry = 0; entry < count; entry += 1, index += 3) {
        const [offset, , kind] = [Number(words[index]), words[index + 1], words[index + 2]];
        if (kind !== 'n' && kind !== 'f') return null;
        if (kind === 'n' && start + entry !== 0) entries.push({ number: start + entry, offset });
      }
    }
  }
  return entries;
}

/** The entries of a cross-reference stream: type 1 written at an offset, type 2 packed in an object stream. */
function streamTableEntries(object: PdfObject, budget: import('./inflate.ts').ByteBudget): TableEntry[] {
  const data = decodeStream(object, budget);
  const widths = numbersOf(object.dictionary.get('W'));
  const size = numberValue(object.dictionary.get('Size')) ?? 0;
  const index = object.dictionary.has('Index') ? numbersOf(object.dictionary.get('Index')) : [0, size];
  if (widths.length !== 3 || widths.some((width) => width < 0 || width > 8)) throw new Error('a broken cross-reference stream');
  const rowLength = widths.reduce((sum, width) => sum + width, 0);
  const entries: TableEntry[] = [];
  let position = 0;
  const field = (width: number, fallback: number) => {
    if (width === 0) return fallback;
    let value = 0;
    for (let byte = 0; byte < width; byte += 1) value = value * 256 + (data[position + byte] ?? 0);
    position += width;
    return value;
  };
  for (let section = 0; section + 1 < index.length; section += 2) {
    const [start = 0, count = 0] = [index[section], index[section + 1]];
    if (count > PDF_LIMITS.objects) throw new BudgetExceededError('too many objects');
    for (let entry = 0; entry < count; entry += 1) {
      if (position + rowLength > data.length) throw new Error('a cross-reference stream cut short');
      const type = field(widths[0] ?? 1, 1);
      const second = field(widths[1] ?? 0, 0);
      field(widths[2] ?? 0, 0);
      if (type === 1 && start + entry !== 0) entries.push({ number: start + entry, offset: second });
      if (type === 2) entries.push({ number: start + entry, offset: -1, container: second });
    }
  }
  return entries;
}

/** Names of actions and entries that run, fetch, post or open something, whatever triggers them. */
const ACTIVE_NAMES = new Set(
  ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'AA', 'ImportData', 'SubmitForm', 'ResetForm', 'Rendition', 'GoToR', 'GoToE', 'Sound', 'Movie', 'RichMediaExecute', 'GoTo3DView', 'Hide', 'SetOCGState', 'FileAttachment'].map((name) => name.toLowerCase()),
);

export type StructureVerdict = 'plain' | 'active' | 'encrypted' | 'unreadable' | 'too complex';

/**
 * 'active' when any copy of any object can run, post, attach, or leave the file other than by a link;
 * 'unreadable' when the table points where no object is; 'encrypted' and 'too complex' cannot be judged.
 */
export function judgePdfStructure(bytes: Uint8Array): StructureVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const budget = byteBudget(PDF_LIMITS.inflatedBytes);
  if (bytesAfterEnd(text) > PDF_LIMITS.trailingBytes) return 'unreadable';
  try {
    const written = writtenObjects(bytes, text);
    // A trailer dictionary is short: its first few kilobytes hold it whole.
    const trailers = [...text.matchAll(/(?:^|[\r\n])trailer\s*<</g)].map((match) => {
      const start = match.index + match[0].length - 2;
      return topDictionary(tokenize(text.slice(start, start + 4096)));
    });
    const crossReferenceStreams = written.filter((object) => nameValue(object.dictionary.get('Type')) === 'XRef');
    if ([...trailers, ...crossReferenceStreams.map((object) => object.dictionary)].some((dictionary) => dictionary.has('Encrypt'))) return 'encrypted';

    const objectStreams = written.filter((object) => nameValue(object.dictionary.get('Type')) === 'ObjStm');
    const objects = [...written];
    for (const container of objectStreams) {
      objects.push(...packedObjects(container, budget));
      if (objects.length > PDF_LIMITS.objects) return 'too complex';
    }

    // The table: each entry must name the object found where it points.
    const classic = classicTableEntries(text);
    if (classic === null) return 'unreadable';
    const entries = [...classic, ...crossReferenceStreams.flatMap((object) => streamTableEntries(object, budget))];
    if (entries.length === 0) return 'unreadable';
    const objectStreamNumbers = new Set(objectStreams.map((object) => object.number));
    for (const entry of entries) {
      if (entry.container !== undefined) {
        if (!objectStreamNumbers.has(entry.container)) return 'unreadable';
        continue;
      }
      const found = /^\s*(\d+)\s+\d+\s+obj\b/.exec(text.slice(entry.offset, entry.offset + 64));
      if (!found || Number(found[1]) !== entry.number) return 'unreadable';
    }

    // Actions a link annotation points at by reference: the only place a web address may be.
    const linkActions = new Set(objects.filter((object) => nameValue(object.dictionary.get('Subtype')) === 'Link').map((object) => referenceTo(object.dictionary.get('A'))));
    for (const object of objects) {
      if (!isBalanced(object.tokens)) return 'unreadable';
      const names = object.tokens.filter((token) => token.type === 'name').map((token) => token.value.toLowerCase());
      if (names.some((name) => ACTIVE_NAMES.has(name))) return 'active';
      if (names.includes('uri')) {
        const isLink = nameValue(object.dictionary.get('Subtype')) === 'Link';
        const isLinkAction = linkActions.has(object.number) && nameValue(object.dictionary.get('S'))?.toLowerCase() === 'uri';
        if (!isLink && !isLinkAction) return 'active';
      }
    }
    return 'plain';
  } catch (error) {
    return error instanceof BudgetExceededError ? 'too complex' : 'unreadable';
  }
}
