// @ts-check
/**
 * Album ids as the provider makes them; anything else never reaches a provider URL. CommonJS, so
 * next.config.js rewrites the album address by the same rule the app checks.
 */
const ALBUM_ID_SOURCE = '[A-Za-z0-9_-]{1,64}';
const ALBUM_ID = new RegExp(`^${ALBUM_ID_SOURCE}$`);

/**
 * @param {unknown} id
 * @returns {id is string}
 */
function isValidAlbumId(id) {
  return typeof id === 'string' && ALBUM_ID.test(id);
}

module.exports = { ALBUM_ID_SOURCE, isValidAlbumId };
