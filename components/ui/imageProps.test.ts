import { getImageProps } from 'next/image';
import { imageProps } from './imageProps';

const CASES = [
  { src: '/images/home/campus.jpg', alt: 'Campus', width: 1200, height: 800, sizes: '100vw' },
  { src: '/images/home/campus.jpg', alt: 'Campus', width: 1200, height: 800, sizes: '100vw', priority: true, fetchPriority: 'high' as const },
  { src: 'http://127.0.0.1:4110/api/image/gallery/a.jpg', alt: '', fill: true, sizes: '(max-width: 600px) 100vw, 33vw', style: { objectFit: 'cover' as const } },
  { src: '/images/logo.svg', alt: 'Logo', width: 48, height: 48 },
];

describe('imageProps', () => {
  it.each(CASES)('is what next/image getImageProps gives for %o', (props) => {
    const expected = Object.fromEntries(Object.entries(getImageProps(props).props).filter(([, value]) => value !== undefined));
    const actual = Object.fromEntries(Object.entries(imageProps(props).props).filter(([, value]) => value !== undefined));
    expect(actual).toEqual(expected);
    expect(String(actual.srcSet ?? actual.src)).toContain(props.src.endsWith('.svg') ? 'logo.svg' : '/_next/image?url=');
  });
});
