import LeaderPage, { leaderMetadata } from '@/components/provider/LeaderPage';
import { PRINCIPAL_PAGE } from '@/lib/content/leaders';

export const metadata = leaderMetadata(PRINCIPAL_PAGE);

export default function PrincipalPage() {
  return <LeaderPage config={PRINCIPAL_PAGE} />;
}
