/** Album ids as the provider makes them; anything else never reaches a provider URL. */
const ALBUM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidAlbumId(id: unknown): id is string {
  return typeof id === 'string' && ALBUM_ID.test(id);
}
