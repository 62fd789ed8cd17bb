/** The tabs of the achievement pages: one per distinct title. */
import { sortNewestFirst } from './dates';
import type { GalleryItem } from './provider/types';

export const ACHIEVEMENT_FALLBACK_DESCRIPTION = 'Stay Tuned For Latest Update';
export const ACHIEVEMENTS_ERROR = 'Error loading data. Please try again later.';

export interface AchievementTab {
  title: string;
  /** The description of the first (newest) item with this title, or the spec's fallback. */
  description: string;
  /** The photos of every item with this title, newest first. */
  images: string[];
}

export function achievementTabs(items: readonly GalleryItem[]): AchievementTab[] {
  const tabs = new Map<string, AchievementTab>();
  for (const item of sortNewestFirst(items, (entry) => entry.date)) {
    const title = item.title || 'No Title';
    const tab = tabs.get(title);
    if (tab) tab.images.push(...item.attachments);
    else {
      tabs.set(title, { title, description: item.description || ACHIEVEMENT_FALLBACK_DESCRIPTION, images: [...item.attachments] });
    }
  }
  return [...tabs.values()];
}
