import AchievementsPage, { achievementsMetadata, KAPOLITES_ACHIEVEMENTS } from '@/components/provider/AchievementsPage';

export const metadata = achievementsMetadata(KAPOLITES_ACHIEVEMENTS);

export default function KapolitesAchievementsPage() {
  return <AchievementsPage config={KAPOLITES_ACHIEVEMENTS} />;
}
