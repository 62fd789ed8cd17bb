import type { Metadata } from 'next';
import Link from 'next/link';
import { formatDayShortMonthYear, sortNewestFirst } from '@/lib/dates';
import { SCHOOL } from '@/lib/content/school';
import { getHighlights } from '@/lib/provider/highlights';
import { getNews } from '@/lib/provider/news';
import styles from './landing.module.css';

export const metadata: Metadata = { title: 'Home' };

const NEWS_ON_HOME = 5;

/** A first home page: highlights, latest news and the school in brief. The full home is its own issue. */
export default async function LandingPage() {
  const [highlights, news] = await Promise.all([getHighlights(), getNews()]);
  const latestNews = sortNewestFirst(news, (item) => item.date).slice(0, NEWS_ON_HOME);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{SCHOOL.name}</h1>
          <p>{SCHOOL.description}</p>
          <Link className="button" href="/contact-us">
            Admission enquiry
          </Link>
        </div>
      </section>
      <div className={`container ${styles.panels}`}>
        <section aria-labelledby="highlights-title" className={styles.panel}>
          <h2 id="highlights-title">Highlights</h2>
          {highlights.length === 0 ? (
            <p>Stay tuned for latest updates</p>
          ) : (
            <ul data-testid="highlights">
              {highlights.map((highlight) => (
                <li key={highlight.id}>{highlight.text}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="news-title" className={styles.panel}>
          <h2 id="news-title">News</h2>
          {latestNews.length === 0 ? (
            <div>
              <p>No news available</p>
              <p>Stay tuned for latest updates</p>
            </div>
          ) : (
            <ul data-testid="news">
              {latestNews.map((item) => (
                <li key={item.id}>
                  <time dateTime={item.date ?? undefined}>{formatDayShortMonthYear(item.date)}</time>{' '}
                  <span>{item.title}</span>
                </li>
              ))}
            </ul>
          )}
          <Link href="/news">View All</Link>
        </section>
        <section aria-labelledby="about-title" className={styles.panel}>
          <h2 id="about-title">About School</h2>
          <p>
            Founded in {SCHOOL.foundingYear} with {SCHOOL.foundingStudents} students, {SCHOOL.shortName} is an{' '}
            {SCHOOL.board}, co-educational, English-medium school in Mumbai.
          </p>
          <Link href="/OurSchool">Read More</Link>
        </section>
      </div>
    </>
  );
}
