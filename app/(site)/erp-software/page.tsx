import { articleRoute } from '@/components/content/ArticlePage';
import { ERP_SOFTWARE } from '@/lib/content/pages/parents';

const { metadata, Page } = articleRoute(ERP_SOFTWARE);
export { metadata };
export default Page;
