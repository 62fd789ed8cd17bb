import { articleRoute } from '@/components/content/ArticlePage';
import { PARENT_PORTAL_GUIDELINES } from '@/lib/content/pages/parents';

const { metadata, Page } = articleRoute(PARENT_PORTAL_GUIDELINES);
export { metadata };
export default Page;
