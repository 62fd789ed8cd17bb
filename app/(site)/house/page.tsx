import { articleRoute } from '@/components/content/ArticlePage';
import { HOUSES } from '@/lib/content/pages/school-life';

const { metadata, Page } = articleRoute(HOUSES);
export { metadata };
export default Page;
