import { articleRoute } from '@/components/content/ArticlePage';
import { ACCESSIBILITY } from '@/lib/content/pages/accessibility';

const { metadata, Page } = articleRoute(ACCESSIBILITY);
export { metadata };
export default Page;
