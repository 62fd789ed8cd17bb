import PageBanner from '@/components/layout/PageBanner';
import { achievementTabs } from '@/lib/listings/achievements';
import type { AchievementsListing } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import AchievementsView from './AchievementsView';

export default async function AchievementsPage({ config }: { config: AchievementsListing }) {
  const tabs = achievementTabs(await itemsOf(config));
  return (
    <>
      <PageBanner title={config.title} lead={config.description} />
      <div className="container section">
        <AchievementsView tabs={tabs} open={config.open} label={config.title} />
      </div>
    </>
  );
}
