import LeaderPage from '@/components/provider/LeaderPage';
import { CHAIRPERSON_PAGE } from '@/lib/content/leaders';
import { pageMetadata } from '@/lib/site/seo';

export const metadata = pageMetadata(CHAIRPERSON_PAGE);

export default function ChairpersonPage() {
  return <LeaderPage config={CHAIRPERSON_PAGE} />;
}
