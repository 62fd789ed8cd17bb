import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type ImgProps = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'> & {
  alt: string;
  /** The page's LCP image: preloaded, fetched first and never lazy. At most one per page. */
  lcp?: boolean;
};

/** next/image's optimiser output on a plain <img>, without its client runtime, for server and client alike. */
export default function Img({ lcp = false, ...props }: ImgProps) {
  const { props: img } = getImageProps({ ...props, preload: lcp, fetchPriority: lcp ? 'high' : props.fetchPriority });
  if (lcp) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its runtime
  return <img {...img} alt={props.alt} />;
}
