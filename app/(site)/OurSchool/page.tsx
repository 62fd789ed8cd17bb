import { articleRoute } from '@/components/content/ArticlePage';
import { OUR_SCHOOL } from '@/lib/content/pages/about';

const { metadata, Page } = articleRoute(OUR_SCHOOL);
export { metadata };
export default Page;
