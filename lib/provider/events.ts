import { loadList, schoolPath } from './client';
import { normalizeEvent } from './normalize';

export const getEvents = () => loadList(schoolPath('events', 'All'), 'events', normalizeEvent);
