import { XMLParser } from 'fast-xml-parser';
import { buildOpenSearch } from './opensearch';

test('the OpenSearch description names the site and sends searches to /search', () => {
  const xml = buildOpenSearch({ siteUrl: 'https://kvns.example', shortName: 'KVNS search <&> and more', description: 'Pages & news' });
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml).OpenSearchDescription;
  expect(parsed.ShortName).toBe('KVNS search <&>');
  expect(parsed.Description).toBe('Pages & news');
  expect(parsed.Url['@_template']).toBe('https://kvns.example/search?q={searchTerms}');
  expect(parsed.Url['@_type']).toBe('text/html');
});
