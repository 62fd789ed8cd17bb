'use client';

import Image from 'next/image';
import { useState } from 'react';
import { DEFAULT_COVER } from './images';

interface ProviderImageProps {
  /** A provider image URL, or null when the record has none. */
  src: string | null;
  alt: string;
  sizes: string;
  fallback?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A provider image filling its (sized) parent, through the image optimiser. A missing or broken
 * image is replaced by the default placeholder, so a card never shows a broken-image icon.
 */
export default function ProviderImage({ src, alt, sizes, fallback = DEFAULT_COVER, priority = false, className }: ProviderImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallback;
  return (
    <Image
      src={shown}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      className={className}
      style={{ objectFit: 'cover' }}
      onError={() => setFailedSrc(src)}
      data-fallback={shown === fallback || undefined}
    />
  );
}
