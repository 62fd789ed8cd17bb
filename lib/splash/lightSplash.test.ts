import { SCHOOL } from '@/lib/content/school';
import { escapeHtml, lightSplashHtml } from './lightSplash';

test('the light splash holds the name, the tagline, the poster and the way in, and no script, video or outside file', () => {
  const html = lightSplashHtml('https://www.kvns.example');
  expect(html).toContain(`<h1>${escapeHtml(SCHOOL.name)}</h1>`);
  expect(html).toContain(escapeHtml(SCHOOL.description));
  expect(html).toContain('<a href="/landing">Enter Website</a>');
  expect(html).toContain('src="/media/intro-poster.jpg"');
  expect(html).toContain('<link rel="canonical" href="https://www.kvns.example/">');
  expect(html).not.toMatch(/<script|<video|<audio|autoplay|https?:\/\/(?!www\.kvns\.example)/i);
  // Small enough to be the whole page on a slow line.
  expect(new TextEncoder().encode(html).byteLength).toBeLessThan(8 * 1024);
});

test('text is escaped', () => {
  expect(escapeHtml(`<b onclick="x">'&'</b>`)).toBe('&#60;b onclick=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/b&#62;');
});
