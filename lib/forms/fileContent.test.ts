/** @jest-environment node */
import sharp from 'sharp';
import { checkFileContent, FILE_CONTENT_MESSAGES } from './fileContent';
import { csv, doc, docx, image, zip } from '@/test/samples';

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
