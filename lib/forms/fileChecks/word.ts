// Word files judged as Word opens them: a .docx's every part inflated within a budget and read for what
// runs or fetches on opening; a .doc's OLE2 storages and the fields of its text.
import CFB from 'cfb';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { BudgetExceededError, byteBudget, FEED_BYTES } from './inflate.ts';
import { docText, fieldInstructions } from './wordBinary.ts';

export type Verdict = import('./judge.ts').Verdict;

/** A CV's parts inflate to a few megabytes; a photo inside may be tens. */
export const DOCX_LIMITS = {
  entries: 2_000,
  /** Bytes one part may inflate to. */
  partBytes: 64 * 1024 * 1024,
  /** Bytes the whole package may inflate to. */
  fileBytes: 128 * 1024 * 1024,
  /** Bytes a part that is read as text (XML) may inflate to. */
  textPartBytes: 16 * 1024 * 1024,
  // A parser's work per element grows with the nesting around it (namespaces are looked up through every
  // open element): bounded at many times a real CV's (a table in a table in a text box is under 40 deep).
  /** Elements open at once in an XML part, and fields nested in a .doc. */
  depth: 256,
  /** Elements in one XML part; a few pages' CV has tens of thousands. */
  elements: 1_000_000,
};

const REFUSED: Verdict = { ok: false, reason: 'word' };

/** Entries no CV needs, and that run when opened: macros, programs, embedded objects and controls. */
const ACTIVE_ENTRY = /(^|\/)vbaProject\.bin$|\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|lnk|bin|mht|mhtml)$/i;
const ACTIVE_FOLDER = /^word\/(embeddings|activeX)\//i;
const ACTIVE_CONTENT_TYPE = /macroEnabled|oleObject|activeX|vbaProject|message\/rfc822|multipart\/related|text\/html|application\/xhtml\+xml|application\/rtf|text\/rtf/i;
const WORD_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** Parts read as text: the package's own, and every XML part of the document (body, headers, footers, notes, comments). */
const isPackagePart = (name: string) => name === '[Content_Types].xml' || /(^|\/)_rels\/[^/]*\.rels$/i.test(name);
const isWordXmlPart = (name: string) => /^word\/.*\.xml$/i.test(name);

/** Relationship types that pull in a template, an object, a control, another document or an imported chunk (altChunk). */
const ACTIVE_RELATIONSHIP = /\/(attachedTemplate|oleObject|package|control|activeXControlBinary|subDocument|frame|aFChunk)$/i;
const HYPERLINK_RELATIONSHIP = /\/relationships\/hyperlink$/i;

/** Field codes that run a program (DDE), or fetch a file or address when the document opens or updates. */
const ACTIVE_FIELD = /^\s*(DDE|DDEAUTO|INCLUDEPICTURE|INCLUDETEXT|IMPORT|LINK)(\s|\\|"|$)/i;

type PartRead = { relationships: Record<string, string>[]; instructions: string[]; altChunk: boolean };

/**
 * Read with an XML parser, as Word reads it (a `>` in a value, any prefix, any entity); elements match by
 * local name in any namespace so a renamed one is refused, not missed. Malformed XML or a DTD is 'broken'.
 * Fed as the part inflates, so a part past the bounds is abandoned at its first excess, never held whole.
 */
function xmlPartReader() {
  const relationships: Record<string, string>[] = [];
  const instructions: string[] = [];
  /** Instructions of the complex fields open here, innermost last; null once past a field's separator. */
  const open: (string | null)[] = [];
  let altChunk = false;
  /** The instruction text being read, while inside an instrText element. */
  let instruction: string | null = null;
  let broken = false;
  let depth = 0;
  let elements = 0;
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('error', () => {
    broken = true;
  });
  parser.on('doctype', () => {
    broken = true;
  });
  // Checked as each element's start is read, so a deep part stops at the bound, not after parsing it all.
  parser.on('opentagstart', () => {
    depth += 1;
    elements += 1;
    if (depth > DOCX_LIMITS.depth || elements > DOCX_LIMITS.elements) throw new BudgetExceededError('nested or numerous past the bound');
  });
  parser.on('opentag', (tag) => {
    const attribute = (local: string) => Object.values(tag.attributes).find((value) => typeof value !== 'string' && value.local === local)?.value;
    switch (tag.local) {
      case 'Relationship':
        relationships.push(Object.fromEntries(Object.values(tag.attributes).flatMap((value) => (typeof value === 'string' ? [] : [[value.local, value.value.trim()]]))));
        break;
      case 'altChunk':
        altChunk = true;
        break;
      case 'fldSimple':
        instructions.push(attribute('instr') ?? '');
        break;
      case 'instrText':
        instruction = '';
        break;
      case 'fldChar': {
        const type = attribute('fldCharType');
        if (type === 'begin') open.push('');
        else if (type === 'separate' || type === 'end') {
          const index = open.length - 1;
          const current = open[index];
          if (typeof current === 'string') instructions.push(current);
          if (type === 'end') open.pop();
          else if (index >= 0) open[index] = null;
        }
        break;
      }
    }
  });
  const onText = (text: string) => {
    if (instruction !== null) instruction += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    // Emitted for a self-closing element too.
    depth -= 1;
    if (tag.local !== 'instrText' || instruction === null) return;
    const index = open.length - 1;
    if (index >= 0 && typeof open[index] === 'string') open[index] += instruction;
    // An instruction outside any field is still read, as Word would when repairing the document.
    else instructions.push(instruction);
    instruction = null;
  });
  let tooComplex = false;
  const guarded = (step: () => void) => {
    if (tooComplex || broken) return;
    try {
      step();
    } catch (error) {
      if (error instanceof BudgetExceededError) tooComplex = true;
      else broken = true;
    }
  };
  /** Where reading stopped early, why; null while the part reads well so far. */
  const failure = (): 'broken' | 'too complex' | null => (tooComplex ? 'too complex' : broken ? 'broken' : null);
  return {
    write: (text: string) => guarded(() => parser.write(text)),
    failure,
    end(): PartRead | 'broken' | 'too complex' {
      guarded(() => parser.close());
      const stopped = failure();
      if (stopped) return stopped;
      for (const current of open) if (typeof current === 'string') instructions.push(current);
      return { relationships, instructions, altChunk };
    },
  };
}

export function readXmlPart(xml: string) {
  const reader = xmlPartReader();
  reader.write(xml);
  return reader.end();
}

/** Remote templates, embedded objects, controls, imported chunks, or any outside target but a hyperlink. */
function isActiveRelationship(relationship: Record<string, string>) {
  const type = relationship.Type ?? '';
  if (ACTIVE_RELATIONSHIP.test(type)) return true;
  return /^external$/i.test(relationship.TargetMode ?? '') && !HYPERLINK_RELATIONSHIP.test(type);
}

/** A part that cannot be read counts as active. */
function partVerdict(name: string, read: ReturnType<typeof readXmlPart>): 'plain' | 'active' | 'too complex' {
  if (read === 'too complex') return read;
  return read === 'broken' || isActiveRead(name, read) ? 'active' : 'plain';
}

function isActiveRead(name: string, read: PartRead) {
  if (name !== '[Content_Types].xml' && read.relationships.some(isActiveRelationship)) return true;
  return read.altChunk || read.instructions.some((instruction) => ACTIVE_FIELD.test(instruction));
}

/**
 * Every entry inflated within its own budget and the file's; each XML part parsed as it inflates, so
 * nothing is held whole but `[Content_Types].xml`'s text.
 */
function readPackage(bytes: Uint8Array): { names: string[]; contentTypes: string | undefined; parts: Map<string, ReturnType<typeof partVerdict>> } | 'broken' | 'too complex' {
  const budget = byteBudget(DOCX_LIMITS.fileBytes);
  const names: string[] = [];
  const parts: Map<string, ReturnType<typeof partVerdict>> = new Map();
  let contentTypes: string | undefined;
  let failure: unknown = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    names.push(file.name);
    if (names.length > DOCX_LIMITS.entries) failure ??= new BudgetExceededError('too many entries');
    const read = isPackagePart(file.name) || isWordXmlPart(file.name);
    const limit = read ? DOCX_LIMITS.textPartBytes : DOCX_LIMITS.partBytes;
    const reader = read ? xmlPartReader() : null;
    const decoder = new TextDecoder();
    const kept: string[] = [];
    let notUtf8 = false;
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = error;
        return;
      }
      try {
        size += chunk.length;
        if (size > limit) throw new BudgetExceededError(`${file.name} inflates past ${limit} bytes`);
        budget.spend(chunk.length);
        if (!reader) return;
        // A part found broken is still inflated to its end within the budgets (a bomb is too large
        // before it is broken), but no longer read.
        if (!notUtf8 && !reader.failure()) {
          const text = decoder.decode(chunk, { stream: !final });
          // Word's own parts are UTF-8; a part in UTF-16 (zero characters) would slip past the checks.
          notUtf8 = text.includes('\u0000');
          if (file.name === '[Content_Types].xml') kept.push(text);
          reader.write(text);
          if (reader.failure() === 'too complex') throw new BudgetExceededError(`${file.name} is nested or numerous past the bound`);
        }
        if (final) {
          // Judged as each part ends: only one part's relationships are held at a time.
          parts.set(file.name, partVerdict(file.name, notUtf8 ? 'broken' : reader.end()));
          if (file.name === '[Content_Types].xml' && !notUtf8) contentTypes = kept.join('');
        }
      } catch (stop) {
        failure = stop;
      }
    };
    file.start();
  };
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += FEED_BYTES) {
      const end = Math.min(offset + FEED_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure) return failure instanceof BudgetExceededError ? 'too complex' : 'broken';
  return { names, contentTypes, parts };
}

/** The names the central directory lists (what Word reads), without inflating anything. */
function directoryNames(bytes: Uint8Array) {
  const names: string[] = [];
  unzipSync(bytes, {
    filter: (entry) => {
      names.push(entry.name);
      return false;
    },
  });
  return names;
}

const sameNames = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** A real ZIP whose central directory and entries agree, a Word main part, and nothing active inside. */
export function checkDocx(bytes: Uint8Array): Verdict {
  let listed;
  try {
    listed = directoryNames(bytes);
  } catch {
    return REFUSED;
  }
  if (listed.length > DOCX_LIMITS.entries) return { ok: false, reason: 'tooComplex' };
  const read = readPackage(bytes);
  if (read === 'too complex') return { ok: false, reason: 'tooComplex' };
  if (read === 'broken' || !sameNames(read.names, listed)) return REFUSED;
  const { names, contentTypes, parts } = read;
  if (!contentTypes) return REFUSED;
  const wordDocument = contentTypes.includes(WORD_MAIN_PART) && !ACTIVE_CONTENT_TYPE.test(contentTypes) && names.includes('word/document.xml');
  const activeEntry = names.some((name) => ACTIVE_ENTRY.test(name) || ACTIVE_FOLDER.test(name));
  if (!wordDocument || activeEntry) return REFUSED;
  for (const verdict of parts.values()) {
    if (verdict === 'too complex') return { ok: false, reason: 'tooComplex' };
    if (verdict === 'active') return REFUSED;
  }
  return { ok: true, bytes };
}

/** Storages where Word 97-2003 keeps macros, and embedded objects (ObjectPool, a packaged file's Ole10Native). */
const ACTIVE_STORAGE = /(^|\/)(Macros|_VBA_PROJECT_CUR|VBA|ObjectPool)(\/|$)|\u0001Ole10Native/i;

// A Word 97-2003 file: an OLE2 compound file with a WordDocument stream, no macro or object storage, and
// no field in its text that runs or fetches, read through its piece table as Word reads it.
export function checkDoc(bytes: Uint8Array): Verdict {
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
    const paths = container.FullPaths.map((path) => path.replace(/^[^/]*\//, ''));
    if (paths.some((path) => ACTIVE_STORAGE.test(path) || ACTIVE_ENTRY.test(path))) return REFUSED;
    const stream = (name: string) => {
      const content = CFB.find(container, name)?.content;
      return content && content.length > 0 ? Uint8Array.from(content) : undefined;
    };
    const wordDocument = stream('WordDocument');
    if (!wordDocument) return REFUSED;
    const read = docText(wordDocument, stream);
    if (typeof read === 'string') return REFUSED;
    const instructions = fieldInstructions(read.text, DOCX_LIMITS.depth);
    if (instructions === 'too deep') return { ok: false, reason: 'tooComplex' };
    return instructions.some((instruction) => ACTIVE_FIELD.test(instruction)) ? REFUSED : { ok: true, bytes };
  } catch {
    return REFUSED;
  }
}
