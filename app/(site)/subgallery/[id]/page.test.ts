import { generateMetadata } from '@/app/(site)/subgallery/[id]/page';

afterEach(() => jest.restoreAllMocks());

test("an album's canonical URL and og:url are the id asked for, even when the provider's record has no _id", async () => {
  // The provider answers the album without an _id of its own.
  jest.spyOn(global, 'fetch').mockImplementation(async () => Response.json({ status: true, data: { title: 'Sports Day', attachments: ['gallery/a.jpg'] } }));
  const metadata = await generateMetadata({ params: Promise.resolve({ id: 'g000042' }) });
  expect(metadata.title).toBe('Sports Day');
  expect(metadata.alternates?.canonical).toBe('/subgallery?id=g000042');
  expect(metadata.openGraph?.url).toBe('/subgallery?id=g000042');
});
