/** @jest-environment node */
import { newReference, REFERENCE_PATTERN } from './reference';

test('references look like KVNS-7F3K4Q, use no look-alike characters, and do not repeat', () => {
  const references = Array.from({ length: 2000 }, newReference);
  for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
  expect(references.map((reference) => reference.slice('KVNS-'.length)).join('')).not.toMatch(/[01OILSZUV25]/);
  expect(new Set(references).size).toBe(references.length);
});
