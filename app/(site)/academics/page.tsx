import { articleRoute } from '@/components/content/ArticlePage';
import { ACADEMIC_EXCELLENCE } from '@/lib/content/pages/academics';

const { metadata, Page } = articleRoute(ACADEMIC_EXCELLENCE);
export { metadata };
export default Page;
