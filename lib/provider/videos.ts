import { loadList, schoolPath } from './client';
import { normalizeVideo } from './normalize';

export const getVideos = () => loadList(schoolPath('video', 'all'), 'videos', normalizeVideo);
