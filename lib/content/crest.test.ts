import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CREST_SHAPES, crestSvgFile } from './crest';

const LOGO_FILE = path.join(__dirname, '..', '..', 'public', 'images', 'logo.svg');

test('public/images/logo.svg is the crest the pages draw inline', () => {
  expect(fs.readFileSync(LOGO_FILE, 'utf8')).toBe(crestSvgFile('KVNS'));
});

test('the crest needs no font: its letters are strokes', () => {
  expect(crestSvgFile('KVNS')).not.toMatch(/<text|font-family/);
  expect(CREST_SHAPES.some((shape) => shape.stroke && shape.fill === 'none' && /M36 54v8/.test(shape.d))).toBe(true);
});

test('the crest file renders to an image with the navy shield and gold letters box', async () => {
  const { data, info } = await sharp(fs.readFileSync(LOGO_FILE)).resize(96, 96).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
  expect(pixel(48, 7)).toEqual([0x12, 0x35, 0x5b]);
  expect(pixel(36, 66)).toEqual([0xf2, 0xc1, 0x4e]);
});
