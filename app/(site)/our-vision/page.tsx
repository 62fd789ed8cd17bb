import { articleRoute } from '@/components/content/ArticlePage';
import { VISION } from '@/lib/content/pages/about';

const { metadata, Page } = articleRoute(VISION);
export { metadata };
export default Page;
