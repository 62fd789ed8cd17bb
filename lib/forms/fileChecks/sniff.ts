/** What a file is by its first bytes (its signature), whatever its name says. */

export type FileKind = 'jpeg' | 'png' | 'gif' | 'pdf' | 'doc' | 'docx' | 'csv';

const startsWith = (bytes: Uint8Array, signature: number[], offset: number = 0) => bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

function containsAscii(bytes: Uint8Array, text: string) {
  const needle = ascii(text);
  outer: for (let index = 0; index <= bytes.length - needle.length; index += 1) {
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** Text a spreadsheet would export: valid UTF-8, no NUL or other control bytes but tab and line breaks. */
function looksLikeCsv(bytes: Uint8Array) {
  if (bytes.length === 0) return false;
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text.replace(/^\ufeff/, ''));
}

/** What the bytes are, by their signature; null for anything not allowed. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // Word 97-2003: an OLE2 compound file.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // Word 2007+: a ZIP holding the Office content types and a word/ part.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return containsAscii(bytes, '[Content_Types].xml') && containsAscii(bytes, 'word/') ? 'docx' : null;
  }
  return looksLikeCsv(bytes) ? 'csv' : null;
}
