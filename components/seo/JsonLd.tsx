import { serializeJsonLd } from '@/lib/site/seo';

/** Structured data for search engines; never executed, so the CSP does not need to allow it. */
export default function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
