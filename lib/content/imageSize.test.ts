import sharp from 'sharp';
import { imageSize } from './imageSize';

describe('the size of an uploaded photo, read from its header', () => {
  test.each(['jpeg', 'png', 'gif', 'webp'] as const)('a %s of 640 x 427', async (format) => {
    const bytes = await sharp({ create: { width: 640, height: 427, channels: 3, background: '#12355b' } })[format]().toBuffer();
    expect(imageSize(bytes)).toEqual({ width: 640, height: 427 });
  });

  test('a lossless webp and a progressive jpeg', async () => {
    const picture = () => sharp({ create: { width: 301, height: 17, channels: 4, background: '#ffffff80' } });
    expect(imageSize(await picture().webp({ lossless: true }).toBuffer())).toEqual({ width: 301, height: 17 });
    expect(imageSize(await picture().jpeg({ progressive: true }).toBuffer())).toEqual({ width: 301, height: 17 });
  });

  test('bytes that are no picture have no size', () => {
    expect(imageSize(Buffer.from('%PDF-1.7 not a picture at all, long enough to read'))).toBeNull();
  });
});
