import type { Metadata } from 'next';
import PageBanner from '@/components/layout/PageBanner';
import { sortNewestFirst } from '@/lib/time/dates';
import styles from '@/components/provider/provider.module.css';
import { TESTIMONIALS_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';
import { listOf } from '@/lib/provider/lists';

export const metadata: Metadata = pageMetadata(TESTIMONIALS_INTRO);

export default async function TestimonialsPage() {
  const testimonials = sortNewestFirst(await listOf('testimonials'), (testimonial) => testimonial.fromDate);
  return (
    <>
      <PageBanner title={TESTIMONIALS_INTRO.title} lead={TESTIMONIALS_INTRO.lead} />
      <div className="container section">
        {testimonials.length === 0 ? (
          <p className={styles.message}>No testimonials found.</p>
        ) : (
          <ul className={styles.testimonials}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <figure className={styles.testimonial}>
                  {/* Sanitised at the provider boundary (lib/provider/html.ts). */}
                  <blockquote dangerouslySetInnerHTML={{ __html: testimonial.descriptionHtml }} />
                  <figcaption>
                    {testimonial.name}
                    {testimonial.designation ? ` - ${testimonial.designation}` : ''}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
