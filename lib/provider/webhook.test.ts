import { CONTENT_NAMES } from './contentNames';
import { OFFICE_FILES } from './officeFiles';
import { hasBearerSecret, parseRevalidation } from './webhook';

test('only the bearer secret passes', () => {
  expect(hasBearerSecret('Bearer s3cret-token', 's3cret-token')).toBe(true);
  expect(hasBearerSecret('Bearer s3cret-toke', 's3cret-token')).toBe(false);
  expect(hasBearerSecret('bearer s3cret-token', 's3cret-token')).toBe(false);
  expect(hasBearerSecret('s3cret-token', 's3cret-token')).toBe(false);
  expect(hasBearerSecret(null, 's3cret-token')).toBe(false);
  expect(hasBearerSecret('Bearer ', '')).toBe(false);
});

test('the body names known content, each once', () => {
  expect(parseRevalidation('{"content": ["news", "circulars", "news"]}')).toEqual({ content: ['news', 'circulars'] });
  expect(parseRevalidation(JSON.stringify({ content: CONTENT_NAMES }))).toEqual({ content: [...CONTENT_NAMES] });
  expect(parseRevalidation(JSON.stringify({ content: ['news', OFFICE_FILES] }))).toEqual({ content: ['news', OFFICE_FILES] });
});

test('unknown names, an empty list, other shapes and bad JSON are refused with a reason', () => {
  expect(parseRevalidation('{"content": ["news", "weather", 3]}')).toEqual({ error: expect.stringMatching(/^Unknown content: "weather", 3\. Known: news, .*, office\.$/) });
  expect(parseRevalidation('{"content": []}')).toEqual({ error: expect.stringContaining('Name the content') });
  expect(parseRevalidation('{"content": "news"}')).toEqual({ error: expect.stringContaining('Name the content') });
  expect(parseRevalidation('null')).toEqual({ error: expect.stringContaining('Name the content') });
  expect(parseRevalidation('{"content": ["__proto__"]}')).toEqual({ error: expect.stringMatching(/^Unknown content/) });
  expect(parseRevalidation('news')).toEqual({ error: 'The body is not JSON.' });
});
