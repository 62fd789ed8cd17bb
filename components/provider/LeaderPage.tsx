import PageBanner from '@/components/layout/PageBanner';
import type { LeaderPageConfig } from '@/lib/content/leaders';
import { getLeaderMessage } from '@/lib/provider/leaders';
import LeaderMessageView from './LeaderMessageView';

/** One page per leader: the provider's message of the leader's category, under the page's own title. */
export default async function LeaderPage({ config }: { config: LeaderPageConfig }) {
  const leader = await getLeaderMessage(config.category);
  return (
    <>
      <PageBanner title={config.title} />
      <div className="container section">
        <LeaderMessageView config={config} leader={leader} />
      </div>
    </>
  );
}
