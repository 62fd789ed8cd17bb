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

// naturalWidth is divided by the density the srcset claims (a 240 px original sent for 3840w reads as
// 24 px), so the file is measured alone.
async function loadedPixels(image: HTMLImageElement): Promise<{ width: number; height: number } | null> {
  const file = new Image();
  file.src = image.currentSrc || image.src;
  try {
    await file.decode();
  } catch {
    return null;
  }
  return file.naturalWidth ? { width: file.naturalWidth, height: file.naturalHeight } : null;
}

/** A photo of unknown size shows 3:2 until loaded, then at the size of the file that came. */
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
  lightbox.on('loadComplete', async ({ content }) => {
    const image = content.element;
    if (photos[content.index]?.natural || !(image instanceof HTMLImageElement)) return;
    const pixels = await loadedPixels(image);
    if (!pixels || (content.data.width === pixels.width && content.data.height === pixels.height)) return;
    content.data.width = pixels.width;
    content.data.height = pixels.height;
    lightbox.refreshSlideContent(content.index);
  });
  // Marks the moment keys and swipes take effect (they are ignored while it opens); tests wait on it.
  lightbox.on('openingAnimationEnd', () => lightbox.element?.setAttribute('data-ready', 'true'));
  lightbox.init();
}
