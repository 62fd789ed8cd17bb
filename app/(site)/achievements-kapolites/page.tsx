import AchievementsPage from '@/components/provider/AchievementsPage';
import { KAPOLITES_ACHIEVEMENTS } from '@/lib/listings/config';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(KAPOLITES_ACHIEVEMENTS);

export default function KapolitesAchievementsPage() {
  return <AchievementsPage config={KAPOLITES_ACHIEVEMENTS} />;
}
