import { createLastGood } from './lastGood';

test('recalls the last value remembered for each key, and nothing for a key never answered', () => {
  const lastGood = createLastGood<string[]>(10);
  lastGood.remember('/news', ['first']);
  lastGood.remember('/news', ['second']);
  expect(lastGood.recall('/news')).toEqual(['second']);
  expect(lastGood.recall('/events')).toBeUndefined();
});

test('holds at most `limit` keys, dropping the one used longest ago', () => {
  const lastGood = createLastGood<number>(2);
  lastGood.remember('a', 1);
  lastGood.remember('b', 2);
  lastGood.recall('a');
  lastGood.remember('c', 3);
  expect([lastGood.recall('a'), lastGood.recall('b'), lastGood.recall('c')]).toEqual([1, undefined, 3]);
});
