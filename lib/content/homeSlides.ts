/** The home page's slides as the office wrote them (content/home.yaml), their photos (content/photos.yaml) and the campus tour (content/videos.yaml). */
import { readHome, readVideoGroups, type HeroSlide } from './office';
import { photosOf } from './photos';

export type { HeroSlide };

export const HERO_SLIDES: HeroSlide[] = readHome().slides;

/** The office's photos for the slides, in their order; without them a slide is its words on the school's colour. */
export const SLIDE_PHOTOS = photosOf('home-slides') ?? [];

const TOUR = readVideoGroups()['campus-tour']!;
/** The campus-tour video once the office supplies it; until then the page says it will publish it. */
export const CAMPUS_TOUR = { video: TOUR.items?.[0] ?? null, pending: TOUR.what };
