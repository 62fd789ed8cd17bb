/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import Img from './Img';

const HERO = { src: '/images/home/campus.jpg', alt: 'The school campus', width: 1200, height: 800, sizes: '100vw' };

describe('Img', () => {
  it('draws the optimiser srcset, sizes and dimensions on a plain, lazy <img>', () => {
    const { getByRole } = render(<Img {...HERO} />);
    const image = getByRole('img', { name: 'The school campus' });
    expect(image.getAttribute('srcset')).toContain('/_next/image?url=%2Fimages%2Fhome%2Fcampus.jpg&w=640&q=75 640w');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('data-nimg');
  });

  it('fetches the LCP image first and never lazily', () => {
    const { getByRole } = render(<Img {...HERO} lcp />);
    const image = getByRole('img', { name: 'The school campus' });
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('fills a sized parent when asked', () => {
    const { getByRole } = render(<Img src="/images/placeholder.jpg" alt="Cover" fill sizes="260px" />);
    expect(getByRole('img', { name: 'Cover' }).style.position).toBe('absolute');
  });
});
