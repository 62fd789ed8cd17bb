/**
 * The home page's own content: hero slides, the intro and campus-tour videos, and its links. Client
 * islands read this module, so it reads no file: the slides' photos are the office's (photosOf('home-slides')),
 * which the page adds on the server.
 */

export interface HeroSlide {
  heading: string;
  text: string;
  link: { label: string; href: string };
}

/** Each slide's words are the spec's facts; a slide names a page that says more. */
export const HERO_SLIDES: HeroSlide[] = [
  {
    heading: 'Welcome to KVNS',
    text: 'An ICSE, co-educational, English-medium school in Mumbai, founded in 2002.',
    link: { label: 'About our school', href: '/OurSchool' },
  },
  {
    heading: 'Preparing for the ICSE',
    text: 'Hindi is compulsory, and computer education from Senior KG.',
    link: { label: 'Our curriculum', href: '/curriculum' },
  },
  {
    heading: 'Sport and sportsmanship',
    text: 'Psychomotor skills and sportsmanship are part of our mission.',
    link: { label: 'Sports Corner', href: '/sport-corner' },
  },
  {
    heading: 'Admission enquiry',
    text: 'Ask about a place from Playgroup to Class 8.',
    link: { label: 'How To Apply', href: '/contact-us' },
  },
];

/** Swap these files for the school's own; the splash and the campus tour read them from here. */
export const INTRO_VIDEO = {
  sources: [
    { src: '/media/intro.webm', type: 'video/webm' },
    { src: '/media/intro.mp4', type: 'video/mp4' },
  ],
  poster: '/media/intro-poster.jpg',
  posterWidth: 960,
  posterHeight: 540,
} as const;

export const CAMPUS_TOUR_VIDEO = INTRO_VIDEO;

export const HOW_TO_APPLY_HREF = '/contact-us';

/** Home slider: autoplay every 5000 ms, 1000 ms transitions. */
export const HERO_TIMING = { delay: 5000, speed: 1000 } as const;
/** Topper carousel: 2 slides, 500 ms transitions, the slider default 3000 ms autoplay. */
export const TOPPER_TIMING = { delay: 3000, speed: 500, slides: 2 } as const;
/** The sliders' defaults: a swipe counts after 5 px. */
export const SLIDER_DEFAULTS = { touchThreshold: 5 } as const;
export const ACTIVITY_TIMING = { delay: 3000, speed: 500, slides: 1 } as const;
/** The gallery preview shows the first 4 albums. */
export const GALLERY_PREVIEW_COUNT = 4;
