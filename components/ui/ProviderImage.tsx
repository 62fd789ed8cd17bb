'use client';

import { useState } from 'react';
import { getImageProps } from 'next/image';
import { DEFAULT_COVER } from './images';

interface ProviderImageProps {
  /** A provider image URL, or null when the record has none. */
  src: string | null;
  alt: string;
  sizes: string;
  fallback?: string;
  /** Loaded at once, not lazily: an image in the first screen. */
  preload?: boolean;
  className?: string;
}

/** A missing or broken image becomes the default placeholder, so a card never shows a broken-image icon. */
export default function ProviderImage({ src, alt, sizes, fallback = DEFAULT_COVER, preload = false, className }: ProviderImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallback;
  const { props } = getImageProps({ src: shown, alt, fill: true, sizes, preload, className, style: { objectFit: 'cover' } });
  const fail = () => {
    if (shown !== fallback) setFailedSrc(src);
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's optimised props, without its runtime
    <img
      {...props}
      alt={alt}
      onError={fail}
      // An image that failed before the page hydrated fired its error event to nobody: check on mount.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) fail();
      }}
      data-fallback={shown === fallback || undefined}
    />
  );
}
