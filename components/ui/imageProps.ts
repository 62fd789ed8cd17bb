/**
 * next/image's getImageProps (the optimiser's AVIF/WebP srcset, sizes, dimensions, lazy loading) from
 * the module that holds only it: `next/image` is one CommonJS module that would bring its client
 * component into every island importing it. `imageProps.test.ts` holds the two equal.
 */
export { getImageProps as imageProps } from 'next/dist/shared/lib/image-external-get-image-props';
