/** Shown where a provider image is missing or fails to load (spec section 8). */
export const DEFAULT_COVER = '/images/default-cover.jpg';
export const DEFAULT_PERSON = '/images/default-person.jpg';
