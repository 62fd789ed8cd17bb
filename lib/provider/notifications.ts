import { loadList, schoolPath } from './client';
import { normalizeNotification } from './normalize';

export const getNotifications = () => loadList(schoolPath('notification'), 'notifications', normalizeNotification);
