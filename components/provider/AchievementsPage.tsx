import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import { achievementTabs, type AchievementsPageConfig } from '@/lib/achievements';
import { getGalleryItems } from '@/lib/provider/gallery';
import { pageMetadata } from '@/lib/seo';
import AchievementsView from './AchievementsView';

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
