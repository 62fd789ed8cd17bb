import { articleRoute } from '@/components/content/ArticlePage';
import { SCHOOL_TIMINGS_PAGE } from '@/lib/content/pages/policies';

const { metadata, Page } = articleRoute(SCHOOL_TIMINGS_PAGE);
export { metadata };
export default Page;
