import { PROVIDER_KIND_NAMES, PROVIDER_KINDS, providerEndpoint } from './kinds';
import { schoolPath } from './request';

test("each kind's call is labelled by its endpoint, the other calls by theirs, and anything else is \"other\"", () => {
  for (const kind of PROVIDER_KIND_NAMES) expect(providerEndpoint(schoolPath(...PROVIDER_KINDS[kind].call))).toBe(PROVIDER_KINDS[kind].call[0]);
  expect(providerEndpoint('/api/subGallery?id=g1')).toBe('subGallery');
  expect(providerEndpoint('/api/form/KVNS/Admission')).toBe('form');
  expect(providerEndpoint('/api/../../etc/passwd')).toBe('other');
  expect(providerEndpoint('/api/unknown/KVNS')).toBe('other');
  expect(providerEndpoint('/elsewhere')).toBe('other');
});
