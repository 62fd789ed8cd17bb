import { articleRoute } from '@/components/content/ArticlePage';
import { SPORT_ACADEMY } from '@/lib/content/pages/school-life';

const { metadata, Page } = articleRoute(SPORT_ACADEMY);
export { metadata };
export default Page;
