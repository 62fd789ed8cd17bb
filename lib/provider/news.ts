import { loadList, schoolPath } from './client';
import { normalizeNewsItem } from './normalize';

export const getNews = () => loadList(schoolPath('news'), 'news', normalizeNewsItem);
