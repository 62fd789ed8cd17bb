import PageBanner from '@/components/layout/PageBanner';
import { achievementTabs, type AchievementsPageConfig } from '@/lib/listings/achievements';
import { getGalleryItems } from '@/lib/provider/gallery';
import AchievementsView from './AchievementsView';

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
