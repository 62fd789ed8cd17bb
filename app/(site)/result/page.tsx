import { articleRoute } from '@/components/content/ArticlePage';
import { RESULT } from '@/lib/content/pages/academics';

const { metadata, Page } = articleRoute(RESULT);
export { metadata };
export default Page;
