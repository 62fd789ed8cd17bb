import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import { achievementTabs } from '@/lib/achievements';
import { getGalleryItems } from '@/lib/provider/gallery';
import { pageMetadata } from '@/lib/seo';
import AchievementsView from './AchievementsView';

export interface AchievementsPageConfig {
  path: string;
  title: string;
  description: string;
  category: 'Achievements' | 'AchievementKapolites';
  /** Kapolites' photos open in a lightbox; the school's achievements open in a new tab. */
  open: 'lightbox' | 'new-tab';
}

export const OUR_ACHIEVEMENTS: AchievementsPageConfig = {
  path: '/achievements',
  title: 'Our Achievements',
  description: 'What the school has achieved, year after year.',
  category: 'Achievements',
  open: 'new-tab',
};

export const KAPOLITES_ACHIEVEMENTS: AchievementsPageConfig = {
  path: '/achievements-kapolites',
  title: 'Achievements of Kapolites',
  description: 'Prizes and honours won by our students.',
  category: 'AchievementKapolites',
  open: 'lightbox',
};

export function achievementsMetadata(config: AchievementsPageConfig): Metadata {
  return pageMetadata({ title: config.title, description: config.description, path: config.path });
}

export default async function AchievementsPage({ config }: { config: AchievementsPageConfig }) {
  const tabs = achievementTabs(await getGalleryItems(config.category));
  return (
    <>
      <PageBanner title={config.title} lead={config.description} />
      <div className="container section">
        <AchievementsView tabs={tabs} open={config.open} label={config.title} />
      </div>
    </>
  );
}
