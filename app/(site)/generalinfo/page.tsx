import { articleRoute } from '@/components/content/ArticlePage';
import { GENERAL_INFO } from '@/lib/content/pages/fees';

const { metadata, Page } = articleRoute(GENERAL_INFO);
export { metadata };
export default Page;
