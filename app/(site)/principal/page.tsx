import LeaderPage from '@/components/provider/LeaderPage';
import { PRINCIPAL_PAGE } from '@/lib/content/leaders';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(PRINCIPAL_PAGE);

export default function PrincipalPage() {
  return <LeaderPage config={PRINCIPAL_PAGE} />;
}
