import { loadList, schoolPath } from './client';
import { normalizeHighlight } from './normalize';

export const getHighlights = () => loadList(schoolPath('highlight'), 'highlights', normalizeHighlight);
