import LeaderPage, { leaderMetadata } from '@/components/provider/LeaderPage';
import { CHAIRMAN_PAGE } from '@/lib/content/leaders';

export const metadata = leaderMetadata(CHAIRMAN_PAGE);

export default function ChairmanPage() {
  return <LeaderPage config={CHAIRMAN_PAGE} />;
}
