/** @jest-environment node */
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { checkFileContent, FILE_CONTENT_MESSAGES } from './fileContent';
import { csv, doc, docx, image, pdf, zip } from '@/test/samples';

const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const WORD_TYPES = docx.contentTypes;

describe('images are decoded whole and encoded again', () => {
  test.each(['jpeg', 'png', 'gif'] as const)('a real %s passes, re-encoded in its own format', async (format) => {
    const result = await checkFileContent(format, await image(format));
    expect(result.ok).toBe(true);
    if (result.ok) expect((await sharp(result.bytes).metadata()).format).toBe(format);
  });

  test('a header followed by something else is refused', async () => {
    const png = await image('png');
    const jpeg = await image('jpeg');
    expect(await checkFileContent('png', join(png.slice(0, 16), text('<?php system($_GET["c"]); ?>')))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.image });
    expect(await checkFileContent('jpeg', join(jpeg.slice(0, 4), text('<html><script>alert(1)</script></html>')))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.image });
  });

  test('what trails a real image, and its metadata (location), are not passed on', async () => {
    const tagged = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#12355b' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS 19.07N 72.87E' } })
      .toBuffer();
    const payload = text('<html><script>alert(1)</script></html>');
    const result = await checkFileContent('jpeg', join(new Uint8Array(tagged), payload));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Buffer.from(result.bytes).includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(result.bytes).metadata()).exif).toBeUndefined();
  });
});

describe('Word 2007+', () => {
  test('a real document passes', async () => {
    expect(await checkFileContent('docx', docx())).toMatchObject({ ok: true });
  });

  test.each<[string, Record<string, string>]>([
    ['only the right strings', { '[Content_Types].xml': 'x', 'word/evil.exe': 'MZ' }],
    ['a program inside', { '[Content_Types].xml': WORD_TYPES, 'word/document.xml': '<w:document/>', 'word/evil.exe': 'MZ' }],
    ['macros', { '[Content_Types].xml': WORD_TYPES, 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'VBA' }],
    ['a macro-enabled document', { '[Content_Types].xml': WORD_TYPES.replace('document.main+xml', 'document.macroEnabled.main+xml'), 'word/document.xml': '<w:document/>' }],
    ['no main part', { '[Content_Types].xml': WORD_TYPES, 'word/styles.xml': '<w:styles/>' }],
  ])('%s is refused', async (_case, files) => {
    expect(await checkFileContent('docx', zip(files))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
  });

  test('a file that only starts like a ZIP is refused', async () => {
    expect(await checkFileContent('docx', join(text('PK\u0003\u0004'), text('[Content_Types].xml word/')))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
  });
});

describe('Word 97-2003', () => {
  test('a real document passes; one with macros, or a bare header, is refused', async () => {
    expect(await checkFileContent('doc', doc())).toMatchObject({ ok: true });
    expect(await checkFileContent('doc', doc({ macros: true }))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
    expect(await checkFileContent('doc', doc().slice(0, 512))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
  });
});

describe('CSV', () => {
  test('a real sheet passes, negative-looking text inside a cell too', async () => {
    expect(await checkFileContent('csv', csv())).toMatchObject({ ok: true });
    expect(await checkFileContent('csv', text('Name,Range\nAsha,5-10\n'))).toMatchObject({ ok: true });
  });

  test.each([
    'Name,Link\nAsha,=HYPERLINK("http://evil.example","CV")\n',
    "Name,Cmd\nAsha,=cmd|' /C calc'!A0\n",
    'Name,Score\nAsha,+1+1\n',
    'Name,Score\nAsha,-2+3\n',
    'Name,Score\nAsha,@SUM(A1:A2)\n',
    'Name,Score\nAsha,"\t=1+1"\n',
    'Name,Score\nAsha,"\r=1+1"\n',
    '"=1+1",Name\n',
  ])('%j: a cell a spreadsheet would run is refused', async (sheet) => {
    expect(await checkFileContent('csv', text(sheet))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.csvFormula });
  });

  test('text that is not CSV is refused', async () => {
    expect(await checkFileContent('csv', text('Name,Note\nAsha,"never closed\n'))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.csv });
  });
});

describe('PDF', () => {
  /** The sample CV with something added, saved as pdf-lib saves: objects packed in compressed object streams. */
  async function pdfWith(change: (document: PDFDocument) => Promise<void> | void): Promise<Uint8Array> {
    const document = await PDFDocument.load(pdf());
    await change(document);
    return document.save();
  }
  const refused = { ok: false, message: FILE_CONTENT_MESSAGES.pdf };

  test('a real PDF passes, as it came', async () => {
    expect(await checkFileContent('pdf', pdf())).toEqual({ ok: true, bytes: pdf() });
    expect(await checkFileContent('pdf', await pdfWith(() => undefined))).toMatchObject({ ok: true });
  });

  test('a PDF header followed by a web page is refused', async () => {
    expect(await checkFileContent('pdf', text('%PDF-1.4\n<html><script>alert(1)</script></html>'))).toEqual(refused);
  });

  test.each<[string, (document: PDFDocument) => Promise<void> | void]>([
    ['a script run on opening', (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))],
    ['a program launched on opening', (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') }))],
    ['an attached file', async (document) => void (await document.attach(new Uint8Array([0x4d, 0x5a]), 'evil.exe', { mimeType: 'application/octet-stream' }))],
    [
      'a link whose action is a script',
      (document) => {
        const link = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'JavaScript', JS: PDFString.of('app.alert(1)') } });
        document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
      },
    ],
  ])('%s is refused', async (_case, change) => {
    expect(await checkFileContent('pdf', await pdfWith(change))).toEqual(refused);
  });
});
