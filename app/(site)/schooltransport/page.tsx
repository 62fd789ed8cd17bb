import { articleRoute } from '@/components/content/ArticlePage';
import { SCHOOL_TRANSPORT } from '@/lib/content/pages/school-life';

const { metadata, Page } = articleRoute(SCHOOL_TRANSPORT);
export { metadata };
export default Page;
