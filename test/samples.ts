/** Real sample files of each allowed type, made at test time, and disguised ones. */
import sharp from 'sharp';
import { renderPdf } from '@/demo-provider/files.mjs';

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive (stored, not compressed) of the given files, as Office and every unzip tool read it. */
export function zip(files: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    const localEntry = Buffer.concat([new Uint8Array(local.buffer), nameBytes, data]);
    locals.push(localEntry);
    centrals.push(Buffer.concat([new Uint8Array(central.buffer), nameBytes]));
    offset += localEntry.length;
  }
  const centralSize = centrals.reduce((size, entry) => size + entry.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, centrals.length, true);
  end.setUint16(10, centrals.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, new Uint8Array(end.buffer)]));
}

export function docx(): Uint8Array {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** The header sector of an OLE2 compound file, as Word 97-2003 writes. */
export function doc(): Uint8Array {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  header.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
  return header;
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
