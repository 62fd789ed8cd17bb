import { loadList, schoolPath } from './client';
import { normalizeTopper } from './normalize';

export const getToppers = () => loadList(schoolPath('topper'), 'toppers', normalizeTopper);
