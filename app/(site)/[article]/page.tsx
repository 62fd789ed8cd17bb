import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import ArticlePage from '@/components/content/ArticlePage';
import { articleAt, ARTICLES } from '@/lib/content/pages';
import { articleOnTopic } from '@/lib/site/articleOnTopic';
import { pageMetadata } from '@/lib/site/seo';

// Every school page made from an article is prerendered; any other path at this level is a 404.
export const dynamicParams = false;

export function generateStaticParams(): { article: string }[] {
  return ARTICLES.map((article) => ({ article: article.path.slice(1) }));
}

type Props = { params: Promise<{ article: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = articleAt(`/${(await params).article}`);
  return article ? pageMetadata(await articleOnTopic(article)) : {};
}

export default async function ArticleRoute({ params }: Props) {
  const article = articleAt(`/${(await params).article}`);
  if (!article) notFound();
  return <ArticlePage article={await articleOnTopic(article)} />;
}
