import { articleRoute } from '@/components/content/ArticlePage';
import { CODE_OF_CONDUCT } from '@/lib/content/pages/policies';

const { metadata, Page } = articleRoute(CODE_OF_CONDUCT);
export { metadata };
export default Page;
