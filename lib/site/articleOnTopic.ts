// A school page as a family sees it: the office's words, then what the school has published on its topic
// through the provider. Read through the provider's cached, tagged calls; a list that cannot be read adds nothing.
import { holdsNothingOfTheSchool } from '@/lib/content/pages';
import { TOPIC_SOURCES, topicSections, withTopicSections, type TopicLists } from '@/lib/listings/publishedOnTopic';
import type { Article } from '@/lib/content/types';
import { ACTIVITY, SPORTS_CORNER } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';
import { listOf } from '@/lib/provider/lists';

const READERS: { [Name in keyof TopicLists]: () => Promise<TopicLists[Name]> } = {
  toppers: () => listOf('toppers'),
  sportsCorner: () => itemsOf(SPORTS_CORNER),
  activities: () => itemsOf(ACTIVITY),
};

export async function articleOnTopic(article: Article): Promise<Article> {
  const source = TOPIC_SOURCES[article.path as keyof typeof TOPIC_SOURCES];
  if (!source) return article;
  const list = await READERS[source]().catch(() => []);
  const shown = withTopicSections(article, topicSections(article.path, { toppers: [], sportsCorner: [], activities: [], [source]: list }));
  return { ...shown, noIndex: holdsNothingOfTheSchool(shown) || undefined };
}
