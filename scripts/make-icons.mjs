// App icons from the logo: PNGs for the manifest and iOS, and app/favicon.ico (a PNG inside an ICO
// container, which every current browser reads). Run: node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = fs.readFileSync(path.join(root, 'public/images/logo.svg'));
const icons = path.join(root, 'public/icons');
fs.mkdirSync(icons, { recursive: true });

async function icon(size, padding) {
  const inner = await sharp(logo, { density: 600 }).resize(size - 2 * padding, size - 2 * padding).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } }).composite([{ input: inner, top: padding, left: padding }]).png().toBuffer();
}

fs.writeFileSync(path.join(icons, 'icon-192.png'), await icon(192, 12));
fs.writeFileSync(path.join(icons, 'icon-512.png'), await icon(512, 32));
fs.writeFileSync(path.join(icons, 'icon-maskable-512.png'), await icon(512, 96));
fs.writeFileSync(path.join(root, 'app/apple-icon.png'), await icon(180, 12));

const png = await icon(32, 1);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(path.join(root, 'app/favicon.ico'), Buffer.concat([header, png]));
console.log('wrote icons and app/favicon.ico');
