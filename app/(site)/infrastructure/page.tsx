import { articleRoute } from '@/components/content/ArticlePage';
import { INFRASTRUCTURE } from '@/lib/content/pages/facilities';

const { metadata, Page } = articleRoute(INFRASTRUCTURE);
export { metadata };
export default Page;
