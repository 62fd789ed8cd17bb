/** News and circulars as RSS 2.0, newest first, linking to the site's pages and the attachments. */
import { sortNewestFirst } from '../time/dates';
import type { Circular, NewsItem } from '../provider/types';
import { stripMarkup } from '../provider/html';

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

interface FeedItem {
  guid: string;
  title: string;
  link: string;
  description: string;
  date: string | null;
  category: string;
  enclosure?: string;
}

export const FEED_LIMIT = 50;

export function buildFeed(news: readonly NewsItem[], circulars: readonly Circular[], site: { url: string; title: string; description: string }): string {
  const items: FeedItem[] = [
    ...news.map((item) => ({
      guid: `news-${item.id}`,
      title: item.title || 'News',
      link: `${site.url}/news`,
      description: stripMarkup(item.descriptionHtml),
      date: item.date,
      category: 'News',
      enclosure: item.attachments[0] && `${site.url}${item.attachments[0]}`,
    })),
    ...circulars.map((circular) => ({
      guid: `circular-${circular.id}`,
      title: circular.title || 'Circular',
      link: `${site.url}${circular.attachments[0] ?? '/circulars'}`,
      description: circular.title,
      date: circular.date,
      category: 'Circular',
    })),
  ];
  const entries = sortNewestFirst(items, (item) => item.date)
    .slice(0, FEED_LIMIT)
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
        `      <category>${item.category}</category>`,
        item.description ? `      <description>${escapeXml(item.description)}</description>` : null,
        item.date ? `      <pubDate>${new Date(item.date).toUTCString()}</pubDate>` : null,
        item.enclosure
          ? `      <enclosure url="${escapeXml(item.enclosure)}" length="0" type="${/\.pdf$/i.test(item.enclosure) ? 'application/pdf' : 'application/octet-stream'}"/>`
          : null,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(site.title)}</title>`,
    `    <link>${escapeXml(site.url)}/landing</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    '    <language>en-IN</language>',
    `    <atom:link href="${escapeXml(site.url)}/feed.xml" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
