/** The tabs of the achievement pages: one per distinct title. */
import type { GalleryItem } from '../provider/types';
import { FALLBACK } from '@/lib/content/fallbacks';

export const ACHIEVEMENT_FALLBACK_DESCRIPTION = 'Stay Tuned For Latest Update';
export const ACHIEVEMENTS_ERROR = 'Error loading data. Please try again later.';

export interface AchievementTab {
  title: string;
  /** The description of the first item with this title, or the fallback text. */
  description: string;
  /** The photos of that first item. */
  images: string[];
}

/** One tab per distinct title in the provider's order, each showing that title's first item. */
export function achievementTabs(items: readonly GalleryItem[]): AchievementTab[] {
  const tabs = new Map<string, AchievementTab>();
  for (const item of items) {
    const title = item.title || FALLBACK.title;
    if (tabs.has(title)) continue;
    tabs.set(title, { title, description: item.description || ACHIEVEMENT_FALLBACK_DESCRIPTION, images: [...item.attachments] });
  }
  return [...tabs.values()];
}
