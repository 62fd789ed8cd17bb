import { enlargedSrc, type GalleryPhoto } from './photos';
import { prefersReducedMotion } from './useReducedMotion';

/**
 * Opens PhotoSwipe on `photos` at `index`. Its code is fetched on the first call, not with the page.
 * Provider photos come without sizes: they are shown 3:2 until loaded, then at their real size.
 */
export async function openPhotoSwipe(photos: GalleryPhoto[], index: number): Promise<void> {
  const [{ default: PhotoSwipe }] = await Promise.all([import('photoswipe'), import('photoswipe/style.css')]);
  const reduced = prefersReducedMotion();
  const lightbox = new PhotoSwipe({
    dataSource: photos.map((photo) => ({ src: enlargedSrc(photo.src), width: photo.width, height: photo.height, alt: photo.alt })),
    index,
    showHideAnimationType: reduced ? 'none' : 'fade',
    zoomAnimationDuration: reduced ? 0 : 333,
    closeTitle: 'Close (Esc)',
    arrowPrevTitle: 'Previous photo',
    arrowNextTitle: 'Next photo',
    zoomTitle: 'Zoom',
    errorMsg: 'This photo could not be loaded.',
    returnFocus: true,
  });
  lightbox.on('loadComplete', ({ content }) => {
    const image = content.element;
    if (!(image instanceof HTMLImageElement) || !image.naturalWidth) return;
    if (content.data.width === image.naturalWidth && content.data.height === image.naturalHeight) return;
    content.data.width = image.naturalWidth;
    content.data.height = image.naturalHeight;
    lightbox.refreshSlideContent(content.index);
  });
  // Marks the moment keys and swipes take effect (they are ignored while it opens); tests wait on it.
  lightbox.on('openingAnimationEnd', () => lightbox.element?.setAttribute('data-ready', 'true'));
  lightbox.init();
}
