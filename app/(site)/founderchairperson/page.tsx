import LeaderPage from '@/components/provider/LeaderPage';
import { CHAIRMAN_PAGE } from '@/lib/content/leaders';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(CHAIRMAN_PAGE);

export default function ChairmanPage() {
  return <LeaderPage config={CHAIRMAN_PAGE} />;
}
