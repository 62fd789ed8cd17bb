// Anything else never reaches a provider URL; next.config.js rewrites the album address by the same rule.
export const ALBUM_ID_SOURCE = '[A-Za-z0-9_-]{1,64}';
const ALBUM_ID = new RegExp(`^${ALBUM_ID_SOURCE}$`);

export function isValidAlbumId(id: unknown): id is string {
  return typeof id === 'string' && ALBUM_ID.test(id);
}

