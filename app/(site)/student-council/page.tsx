import { articleRoute } from '@/components/content/ArticlePage';
import { STUDENT_COUNCIL } from '@/lib/content/pages/school-life';

const { metadata, Page } = articleRoute(STUDENT_COUNCIL);
export { metadata };
export default Page;
