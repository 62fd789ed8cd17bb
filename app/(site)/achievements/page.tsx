import AchievementsPage from '@/components/provider/AchievementsPage';
import { OUR_ACHIEVEMENTS } from '@/lib/listings/config';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(OUR_ACHIEVEMENTS);

export default function OurAchievementsPage() {
  return <AchievementsPage config={OUR_ACHIEVEMENTS} />;
}
