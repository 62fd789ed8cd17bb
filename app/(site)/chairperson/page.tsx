import LeaderPage, { leaderMetadata } from '@/components/provider/LeaderPage';
import { CHAIRPERSON_PAGE } from '@/lib/content/leaders';

export const metadata = leaderMetadata(CHAIRPERSON_PAGE);

export default function ChairpersonPage() {
  return <LeaderPage config={CHAIRPERSON_PAGE} />;
}
