import { loadList, schoolPath } from './client';
import { normalizeAccolade } from './normalize';

/** Accolades are the records of the provider's media call. */
export const getAccolades = () => loadList(schoolPath('media'), 'accolades', normalizeAccolade);
