import { loadList, schoolPath } from './client';
import { normalizeOnlineRegistration } from './normalize';

export const getOnlineRegistrations = () =>
  loadList(schoolPath('onlineRegistration'), 'online-registration', normalizeOnlineRegistration);
