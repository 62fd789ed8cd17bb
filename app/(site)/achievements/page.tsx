import AchievementsPage, { achievementsMetadata } from '@/components/provider/AchievementsPage';
import { OUR_ACHIEVEMENTS } from '@/lib/achievements';

export const metadata = achievementsMetadata(OUR_ACHIEVEMENTS);

export default function OurAchievementsPage() {
  return <AchievementsPage config={OUR_ACHIEVEMENTS} />;
}
