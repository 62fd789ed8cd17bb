import { articleRoute } from '@/components/content/ArticlePage';
import { SCHOOL_TERMS } from '@/lib/content/pages/policies';

const { metadata, Page } = articleRoute(SCHOOL_TERMS);
export { metadata };
export default Page;
