import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import type { Article } from '@/lib/content/types';
import { pageMetadata } from '@/lib/seo';
import ArticleView from './ArticleView';

/** Title, description and canonical path of a page made from an article. */
export function articleMetadata(article: Article): Metadata {
  return pageMetadata({ title: article.title, description: article.description, path: article.path });
}

/** A school page from its article: the banner, then its sections. */
export default function ArticlePage({ article }: { article: Article }) {
  return (
    <>
      <PageBanner title={article.title} lead={article.description} />
      <ArticleView article={article} />
    </>
  );
}
