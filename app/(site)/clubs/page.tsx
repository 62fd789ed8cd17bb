import { articleRoute } from '@/components/content/ArticlePage';
import { CLUBS } from '@/lib/content/pages/school-life';

const { metadata, Page } = articleRoute(CLUBS);
export { metadata };
export default Page;
