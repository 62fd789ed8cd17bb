import { SEARCH_SYNONYMS } from '@/lib/content/search';
import { editDistance, queryTermsOf, singular, termsOf, tokenize } from './terms';

test('plurals become singular, and words that only end in s stay whole', () => {
  expect(['fees', 'timings', 'activities', 'classes', 'buses', 'circulars'].map(singular)).toEqual(['fee', 'timing', 'activity', 'class', 'bus', 'circular']);
  expect(['news', 'bus', 'class', 'campus', 'physics', 'is', 'gas'].map(singular)).toEqual(['news', 'bus', 'class', 'campus', 'physics', 'is', 'gas']);
});

test('text splits where letters and digits stop, in any script', () => {
  expect(tokenize('Std-IV, 9:00 AM; फीस')).toEqual(['Std', 'IV', '9', '00', 'AM', 'फीस']);
});

test('a word is searched as written, as a singular and as its synonym group', () => {
  expect(termsOf('Fees')).toEqual(['fees', 'fee', '~fee']);
  expect(termsOf('tuition')).toEqual(['tuition', '~fee']);
  expect(termsOf('Vacations')).toEqual(['vacations', 'vacation', '~holiday']);
  expect(termsOf('the')).toBeNull();
  expect(termsOf('Café')).toEqual(['cafe']);
});

test('a typo of a synonym joins its group, one typo at most', () => {
  expect(queryTermsOf('fess')).toEqual(expect.arrayContaining(['fess', 'fees', '~fee']));
  expect(queryTermsOf('timmings')).toEqual(expect.arrayContaining(['~timing']));
  expect(queryTermsOf('facility')).toEqual(['facility']);
  expect(queryTermsOf('bux')).toEqual(['bux']);
});

test('every synonym is one word, in one group', () => {
  const words = SEARCH_SYNONYMS.flat();
  for (const word of words) expect(tokenize(word)).toEqual([word]);
  expect(new Set(words).size).toBe(words.length);
});

test('edit distance counts insertions, deletions and substitutions, and stops past its limit', () => {
  expect(editDistance('fess', 'fees', 2)).toBe(1);
  expect(editDistance('admision', 'admission', 2)).toBe(1);
  expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
});
