/** The home page's slides as the office wrote them (content/home.yaml), and their photos (content/photos.yaml). */
import { readHome, type HeroSlide } from './office.js';
import { photosOf } from './photos';

export type { HeroSlide };

export const HERO_SLIDES: HeroSlide[] = readHome().slides;

/** The office's photos for the slides, in their order; without them a slide is its words on the school's colour. */
export const SLIDE_PHOTOS = photosOf('home-slides') ?? [];
