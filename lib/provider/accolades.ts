import { loadList, schoolPath } from './client';
import { normalizeAccolade } from './normalize';

/** DESIGN.md: accolades are the media call's records. */
export const getAccolades = () => loadList(schoolPath('media'), 'accolades', normalizeAccolade);
