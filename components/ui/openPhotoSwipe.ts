import { enlargedSources, type GalleryPhoto } from './photos';
import { prefersReducedMotion } from './useReducedMotion';

let photoSwipeModule: Promise<typeof import('photoswipe')> | undefined;

/** PhotoSwipe's code and styles, fetched once: not with the page, but when idle, on a press or on opening. */
export function loadPhotoSwipe(): Promise<typeof import('photoswipe')> {
  photoSwipeModule ??= Promise.all([import('photoswipe'), import('photoswipe/style.css')]).then(
    ([module]) => module,
    (error: unknown) => {
      // Asked again next time: a line that dropped once may be back.
      photoSwipeModule = undefined;
      throw error;
    },
  );
  return photoSwipeModule;
}

/**
 * Opens PhotoSwipe on `photos` at `index`. Provider photos come without sizes: they are shown 3:2 until
 * loaded, then at their real size.
 */
export async function openPhotoSwipe(photos: GalleryPhoto[], index: number): Promise<void> {
  const { default: PhotoSwipe } = await loadPhotoSwipe();
  const reduced = prefersReducedMotion();
  const lightbox = new PhotoSwipe({
    dataSource: photos.map((photo) => ({ ...enlargedSources(photo), width: photo.width, height: photo.height, alt: photo.alt })),
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
