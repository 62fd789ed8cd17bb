/** Shown where a provider image is missing or fails to load. */
export const DEFAULT_COVER = '/images/default-cover.jpg';
export const DEFAULT_PERSON = '/images/default-person.jpg';
