import { articleRoute } from '@/components/content/ArticlePage';
import { LEAVE_ABSENCE } from '@/lib/content/pages/policies';

const { metadata, Page } = articleRoute(LEAVE_ABSENCE);
export { metadata };
export default Page;
