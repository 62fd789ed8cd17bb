import { csv, disguised, doc, docx, image, pdf } from '@/test/samples';
import { ACCEPT, isAllowedFile, kindFromName, safeFileName, sniffFileKind } from './upload';
import { checkFileContent, closeFileChecks, FILE_CONTENT_MESSAGES } from './fileContent';

afterAll(closeFileChecks);

/** The server's two looks, as a career post gets them: the kind its name says, then its bytes in a worker. */
async function judged(name: string, bytes: Uint8Array): Promise<{ ok: true; kind: string } | { ok: false }> {
  const kind = kindFromName(name);
  if (!kind) return { ok: false };
  const content = await checkFileContent(kind, bytes);
  return content.ok ? { ok: true, kind } : { ok: false };
}

test('real files of each allowed type are recognised by their content', async () => {
  expect(sniffFileKind(await image('jpeg'))).toBe('jpeg');
  expect(sniffFileKind(await image('png'))).toBe('png');
  expect(sniffFileKind(await image('gif'))).toBe('gif');
  expect(sniffFileKind(pdf())).toBe('pdf');
  expect(sniffFileKind(doc())).toBe('doc');
  expect(sniffFileKind(docx())).toBe('docx');
  expect(sniffFileKind(csv())).toBe('csv');
});

test('a file passes when its content is the type its name says', async () => {
  expect(await judged('Photo.JPEG', await image('jpeg'))).toEqual({ ok: true, kind: 'jpeg' });
  expect(await judged('cv.pdf', pdf())).toEqual({ ok: true, kind: 'pdf' });
  expect(await judged('cv.docx', docx())).toEqual({ ok: true, kind: 'docx' });
  expect(await judged('cv.doc', doc())).toEqual({ ok: true, kind: 'doc' });
  expect(await judged('marks.csv', csv())).toEqual({ ok: true, kind: 'csv' });
});

test('disguised files are refused', async () => {
  for (const [name, bytes] of await disguised()) expect(await judged(name, bytes)).toEqual({ ok: false });
  // A name of an allowed kind on other bytes is refused for its type, before its structure is read.
  expect(await checkFileContent('pdf', await image('png'))).toEqual({ ok: false, message: FILE_CONTENT_MESSAGES.type });
});

test('the browser check: allowed extension, and a declared type that agrees', () => {
  expect(isAllowedFile({ name: 'cv.pdf', type: 'application/pdf' })).toBe(true);
  expect(isAllowedFile({ name: 'cv.docx', type: '' })).toBe(true);
  expect(isAllowedFile({ name: 'list.csv', type: 'application/vnd.ms-excel' })).toBe(true);
  expect(isAllowedFile({ name: 'cv.pdf', type: 'image/png' })).toBe(false);
  expect(isAllowedFile({ name: 'run.exe', type: 'application/x-msdownload' })).toBe(false);
  expect(isAllowedFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  expect(isAllowedFile({ name: 'pdf', type: 'application/pdf' })).toBe(false);
});

test('names and accept list', () => {
  expect(kindFromName('a.b.GIF')).toBe('gif');
  expect(kindFromName('noextension')).toBeNull();
  expect(ACCEPT).toContain('.docx');
  expect(ACCEPT).toContain('image/jpeg');
  expect(safeFileName('C:\\Users\\x\\My CV (2024).pdf', 'pdf')).toBe('My CV (2024).pdf');
  expect(safeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
  expect(safeFileName('cv\u0000<script>.pdf', 'pdf')).toBe('cv_script_.pdf');
  expect(safeFileName('.pdf', 'pdf')).toBe('attachment.pdf');
});
