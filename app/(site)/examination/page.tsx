import { articleRoute } from '@/components/content/ArticlePage';
import { EXAMINATION } from '@/lib/content/pages/academics';

const { metadata, Page } = articleRoute(EXAMINATION);
export { metadata };
export default Page;
