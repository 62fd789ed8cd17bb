import { articleRoute } from '@/components/content/ArticlePage';
import { VISION_MISSION } from '@/lib/content/pages/about';

const { metadata, Page } = articleRoute(VISION_MISSION);
export { metadata };
export default Page;
