import { articleRoute } from '@/components/content/ArticlePage';
import { PEDAGOGY } from '@/lib/content/pages/academics';

const { metadata, Page } = articleRoute(PEDAGOGY);
export { metadata };
export default Page;
