import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type ImgProps = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'> & {
  alt: string;
  /** The page's LCP image: preloaded from <head>, fetched first and never lazy. At most one per page. */
  lcp?: boolean;
};

/**
 * next/image's optimiser output (AVIF/WebP srcset, sizes, explicit dimensions, lazy loading) drawn as a
 * plain <img> from a server component, so pages ship none of next/image's client runtime. Client islands
 * that must react to a failed image keep `ProviderImage`.
 */
export default function Img({ lcp = false, ...imageProps }: ImgProps) {
  const { props } = getImageProps({ ...imageProps, priority: lcp, fetchPriority: lcp ? 'high' : imageProps.fetchPriority });
  if (lcp) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its runtime
  return <img {...props} alt={imageProps.alt} />;
}
