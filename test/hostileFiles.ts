/**
 * Hostile uploads, made at test time (by the unit tests and `npm run bench:hostile`): decompression
 * bombs, PDFs whose table points a reader at a copy of an object the last copy hides, Word files with
 * fields that run or fetch. Nothing here is checked in as a file.
 */
import { strToU8, zlibSync, zipSync } from 'fflate';
import sharp from 'sharp';

const WORD_CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** The content types and main part of a Word document, for packages made here. */
export const WORD_PARTS = {
  '[Content_Types].xml': WORD_CONTENT_TYPES,
  'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
};

/**
 * A ZIP whose entry `bomb` inflates to `inflatedBytes` while both its headers declare `declaredBytes`.
 */
export function zipBomb(files: Record<string, string>, bomb: string, inflatedBytes: number, declaredBytes = 1000) {
  const entries: import('fflate').Zippable = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]));
  entries[bomb] = [new Uint8Array(inflatedBytes), { level: 9 }];
  const archive = zipSync(entries);
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const name = strToU8(bomb);
  const nameAt = (offset: number) => name.every((byte, index) => archive[offset + index] === byte);
  // Local headers (PK\3\4) keep the uncompressed size at +22 and the name at +30; central ones (PK\1\2) at +24 and +46.
  for (let offset = 0; offset + 46 < archive.length; offset += 1) {
    const signature = view.getUint32(offset, true);
    if (signature === 0x04034b50 && nameAt(offset + 30)) view.setUint32(offset + 22, declaredBytes, true);
    if (signature === 0x02014b50 && nameAt(offset + 46)) view.setUint32(offset + 24, declaredBytes, true);
  }
  return archive;
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/**
 * A paragraph holding a complex field whose instruction is split over runs, as Word writes it.
 */
export function complexField(...instructionRuns: string[]) {
  const runs = instructionRuns.map((text) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`).join('');
  return `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>${runs}<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>shown</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
}

/**
 * A Word part (body, header, footer, notes, comments) with the given paragraphs.
 */
export function wordPart(root: 'document' | 'hdr' | 'ftr' | 'footnotes' | 'comments', paragraphs: string) {
  const inner = root === 'document' ? `<w:body>${paragraphs}</w:body>` : root === 'footnotes' ? `<w:footnote w:id="1">${paragraphs}</w:footnote>` : root === 'comments' ? `<w:comment w:id="0">${paragraphs}</w:comment>` : paragraphs;
  return `<?xml version="1.0"?><w:${root} ${W}>${inner}</w:${root}>`;
}

/** A valid Word file whose `parts` body parts each hold `depth` paragraphs, each inside the one before. */
export function nestedWord(depth: number, parts = 1) {
  const nested = `${'<w:p>'.repeat(depth)}${'</w:p>'.repeat(depth)}`;
  const extra = Object.fromEntries(Array.from({ length: parts - 1 }, (_, index) => [`word/header${index + 1}.xml`, wordPart('hdr', nested)]));
  return wordPackage({ 'word/document.xml': wordPart('document', nested), ...extra });
}

/**
 * A Word package: the sample's parts with others added or replaced.
 */
export function wordPackage(parts: Record<string, string>) {
  return zipSync(Object.fromEntries(Object.entries({ ...WORD_PARTS, ...parts }).map(([name, text]) => [name, strToU8(text)])));
}

/**
 * A PDF written object by object, in the order given (a number may be defined more than once), with a
 * classic cross-reference table pointing at the definition `pick` chooses (the last, unless told).
 */
export function handMadePdf(objects: [number, string][], { pick = 'last', tableOffsets = {} }: { pick?: 'first' | 'last'; tableOffsets?: Record<number, number> } = {}) {
  let text = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: Map<number, number> = new Map();
  for (const [number, body] of objects) {
    if (pick === 'last' || !offsets.has(number)) offsets.set(number, text.length);
    text += `${number} 0 obj\n${body}\nendobj\n`;
  }
  const size = objects.reduce((largest, [number]) => Math.max(largest, number), 0) + 1;
  const table = Array.from({ length: size }, (_, number) => {
    const offset = tableOffsets[number] ?? offsets.get(number);
    return offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  });
  const start = text.length;
  text += `xref\n0 ${size}\n${table.join('')}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/**
 * The objects of a one-page PDF; object 1 is the catalog (with `catalogExtra`), 4 is free for an action.
 */
export function onePage(catalogExtra = ''): [number, string][] {
  return [
    [1, `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`],
    [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>'],
    [5, '<< /Length 0 >>\nstream\n\nendstream'],
  ];
}

/**
 * A PDF whose object stream inflates to `inflatedBytes` (zeros after a valid header).
 */
export function objectStreamBomb(inflatedBytes: number) {
  const header = '6 0 ';
  const inner = new Uint8Array(inflatedBytes);
  inner.set(strToU8(`${header}<< /Kind /Nothing >>`));
  const packed = zlibSync(inner, { level: 9 });
  const prefix = `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`;
  const body = Buffer.concat([Buffer.from(prefix, 'latin1'), Buffer.from(packed), Buffer.from('\nendstream', 'latin1')]).toString('latin1');
  return handMadePdf([...onePage(), [7, body]]);
}

/**
 * A PDF of `count` tiny objects besides its page.
 */
export function manyObjectsPdf(count: number) {
  const extra: [number, string][] = Array.from({ length: count }, (_, index) => [10 + index, '<< /K 1 >>']);
  return handMadePdf([...onePage(), ...extra]);
}

/**
 * An animated GIF of `frames` frames of `side` x `side` pixels.
 */
export async function animatedGif(frames: number, side: number) {
  const pixels = Buffer.alloc(side * side * frames * 3);
  for (let frame = 0; frame < frames; frame += 1) pixels.fill(frame * 20, frame * side * side * 3, (frame + 1) * side * side * 3);
  const raw = { width: side, height: side * frames, channels: 3, pageHeight: side } as import('sharp').CreateRaw;
  const gif = await sharp(pixels, { raw }).gif({ loop: 0 }).toBuffer();
  return new Uint8Array(gif);
}

/** The namespace of a package's relationship parts. */
const RELATIONSHIPS = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';

/**
 * A relationships part holding the given Relationship elements.
 */
export const relationshipsPart = (elements: string) => `<?xml version="1.0"?><Relationships ${RELATIONSHIPS}>${elements}</Relationships>`;

/**
 * A Word package whose relationship parts (`parts` of them) each list `count` harmless images: small
 * once zipped, long to read for a parser that is not linear, and seconds of work for one that is when
 * there are several parts of 100,000 (each within the 16 MB a part read as text may hold).
 */
export function manyRelationships(count: number, parts: number = 1) {
  const one = '<Relationship Id="rId" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/>';
  const part = relationshipsPart(one.repeat(count));
  return wordPackage(Object.fromEntries(Array.from({ length: parts }, (_, index) => [index === 0 ? 'word/_rels/document.xml.rels' : `word/_rels/header${index}.xml.rels`, part])));
}
