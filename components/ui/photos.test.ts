import { enlargedSources } from './photos';

const widthsOf = (srcset: string) => srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
const PROVIDER = 'http://127.0.0.1:4010/api/image/gallery';

test('a photo of unknown size offers every width the optimiser makes', () => {
  const { srcset } = enlargedSources({ src: `${PROVIDER}/a.jpg`, width: 1200, height: 800, alt: 'A' });
  expect(Math.max(...widthsOf(srcset))).toBe(3840);
});

test.each([
  ['huge', 5000, 3333, 3840],
  ['wide', 2400, 500, 2048],
  ['wide and low', 700, 200, 640],
])('a %s original (%i px wide) is never asked for more than its width', (_label, width, height, largest) => {
  const { src, srcset } = enlargedSources({ src: `${PROVIDER}/p.jpg`, width, height, alt: 'P', natural: true });
  expect(Math.max(...widthsOf(srcset))).toBe(largest);
  expect(widthsOf(srcset).every((candidate) => candidate <= width)).toBe(true);
  expect(src).toContain(`w=${largest}`);
});

test.each([
  ['small', 240, 160],
  ['tall', 600, 1600],
])('a %s original, narrower than every width the optimiser makes, is shown as it is', (_label, width, height) => {
  expect(enlargedSources({ src: `${PROVIDER}/p.jpg`, width, height, alt: 'P', natural: true })).toEqual({ src: `${PROVIDER}/p.jpg`, srcset: '' });
});
