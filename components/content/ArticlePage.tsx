import PageBanner from '@/components/layout/PageBanner';
import type { Article } from '@/lib/content/types';
import ArticleView from './ArticleView';

/** A school page from its article: the banner, then its sections. */
export default function ArticlePage({ article }: { article: Article }) {
  return (
    <>
      <PageBanner title={article.title} lead={article.description} />
      <ArticleView article={article} />
    </>
  );
}
