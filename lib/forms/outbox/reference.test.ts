import { newReference, REFERENCE_PATTERN } from './reference';

test('references look like KVNS-7F3K4Q, use no look-alike characters, and repeat no more than chance allows', () => {
  const references = Array.from({ length: 2000 }, newReference);
  for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
  expect(references.map((reference) => reference.slice('KVNS-'.length)).join('')).not.toMatch(/[01OILSZUV25]/);
  // 25^6 (244 million) codes: 2,000 draws share one about once in 120 runs, and five or more far less
  // often than once in 10^12. Asking for none made the test fail by chance.
  expect(references.length - new Set(references).size).toBeLessThan(5);
});
