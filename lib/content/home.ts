/** The home page's own content: hero slides, the intro and campus-tour videos, and its links. */
import { photo } from './photos';
import type { Photo } from './types';

export interface HeroSlide {
  photo: Photo;
  heading: string;
  text: string;
  link: { label: string; href: string };
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    photo: photo('home/campus', 'The school campus in the morning'),
    heading: 'Welcome to KVNS',
    text: 'An ICSE, co-educational, English-medium school in Mumbai since 2002.',
    link: { label: 'About our school', href: '/OurSchool' },
  },
  {
    photo: photo('home/classroom', 'Students in a smart classroom'),
    heading: 'Learning that lasts',
    text: 'Smart classrooms, laboratories and teachers who know every child.',
    link: { label: 'Our curriculum', href: '/curriculum' },
  },
  {
    photo: photo('home/sports', 'Students on the sports ground'),
    heading: 'Sport and sportsmanship',
    text: 'Football, basketball, skating, karate and athletics.',
    link: { label: 'Sports Corner', href: '/sport-corner' },
  },
  {
    photo: photo('home/celebration', 'Students performing at Annual Day'),
    heading: 'Admissions open',
    text: 'Playgroup to Class 8. Send us an enquiry today.',
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
