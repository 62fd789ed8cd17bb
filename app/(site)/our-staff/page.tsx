import { articleRoute } from '@/components/content/ArticlePage';
import { OUR_STAFF } from '@/lib/content/pages/people';

const { metadata, Page } = articleRoute(OUR_STAFF);
export { metadata };
export default Page;
