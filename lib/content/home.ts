// Client islands read this module, so it reads no file: the slides' words are in content/home.yaml.

/** The splash's looping video (decorative: it shows no place or person). */
export const INTRO_VIDEO = {
  sources: [
    { src: '/media/intro.webm', type: 'video/webm' },
    { src: '/media/intro.mp4', type: 'video/mp4' },
  ],
  poster: '/media/intro-poster.jpg',
  posterWidth: 960,
  posterHeight: 540,
} as const;


/** How To Apply: the School Terms admission section, with what the school has said of admissions and the enquiry form. */
export const HOW_TO_APPLY_HREF = '/schoolterms#admission';

/** Home slider: autoplay every 5000 ms, 1000 ms transitions. */
export const HERO_TIMING = { delay: 5000, speed: 1000 } as const;
/** Topper carousel: 2 slides, 500 ms transitions, the slider default 3000 ms autoplay. */
export const TOPPER_TIMING = { delay: 3000, speed: 500, slides: 2 } as const;
/** The sliders' defaults: a swipe counts after 5 px. */
export const SLIDER_DEFAULTS = { touchThreshold: 5 } as const;
export const ACTIVITY_TIMING = { delay: 3000, speed: 500, slides: 1 } as const;
/** The gallery preview shows the first 4 albums. */
export const GALLERY_PREVIEW_COUNT = 4;
