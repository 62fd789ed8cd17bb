import { articleRoute } from '@/components/content/ArticlePage';
import { EPTA } from '@/lib/content/pages/people';

const { metadata, Page } = articleRoute(EPTA);
export { metadata };
export default Page;
