import { articleRoute } from '@/components/content/ArticlePage';
import { RECOMMENDATIONS_TO_PARENTS } from '@/lib/content/pages/policies';

const { metadata, Page } = articleRoute(RECOMMENDATIONS_TO_PARENTS);
export { metadata };
export default Page;
