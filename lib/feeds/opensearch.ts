/** The site's OpenSearch description, so a browser can offer the site's own search from its address bar. */
import { escapeXml } from './rss';

export function buildOpenSearch({ siteUrl, shortName, description }: { siteUrl: string; shortName: string; description: string }): string {
  const url = (path: string) => escapeXml(new URL(path, siteUrl).href);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    // OpenSearch caps ShortName at 16 characters.
    `  <ShortName>${escapeXml(shortName.slice(0, 16))}</ShortName>`,
    `  <Description>${escapeXml(description)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image width="32" height="32" type="image/x-icon">${url('/favicon.ico')}</Image>`,
    `  <Url type="text/html" method="get" template="${url('/search')}?q={searchTerms}"/>`,
    `  <moz:SearchForm>${url('/search')}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
