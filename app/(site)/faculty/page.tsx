import { articleRoute } from '@/components/content/ArticlePage';
import { FACULTY } from '@/lib/content/pages/people';

const { metadata, Page } = articleRoute(FACULTY);
export { metadata };
export default Page;
