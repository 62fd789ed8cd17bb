import { articleRoute } from '@/components/content/ArticlePage';
import { CURRICULUM } from '@/lib/content/pages/academics';

const { metadata, Page } = articleRoute(CURRICULUM);
export { metadata };
export default Page;
