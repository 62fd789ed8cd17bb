import AchievementsPage, { achievementsMetadata, OUR_ACHIEVEMENTS } from '@/components/provider/AchievementsPage';

export const metadata = achievementsMetadata(OUR_ACHIEVEMENTS);

export default function OurAchievementsPage() {
  return <AchievementsPage config={OUR_ACHIEVEMENTS} />;
}
