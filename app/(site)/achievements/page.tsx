import AchievementsPage from '@/components/provider/AchievementsPage';
import { OUR_ACHIEVEMENTS } from '@/lib/achievements';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata(OUR_ACHIEVEMENTS);

export default function OurAchievementsPage() {
  return <AchievementsPage config={OUR_ACHIEVEMENTS} />;
}
