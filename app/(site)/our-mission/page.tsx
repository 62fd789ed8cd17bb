import { articleRoute } from '@/components/content/ArticlePage';
import { MISSION } from '@/lib/content/pages/about';

const { metadata, Page } = articleRoute(MISSION);
export { metadata };
export default Page;
