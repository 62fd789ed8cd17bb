import AchievementsPage, { achievementsMetadata } from '@/components/provider/AchievementsPage';
import { KAPOLITES_ACHIEVEMENTS } from '@/lib/achievements';

export const metadata = achievementsMetadata(KAPOLITES_ACHIEVEMENTS);

export default function KapolitesAchievementsPage() {
  return <AchievementsPage config={KAPOLITES_ACHIEVEMENTS} />;
}
