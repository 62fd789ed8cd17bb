import type { Metadata } from 'next';
import ContactDetails from '@/components/content/ContactDetails';
import AlbumCard from '@/components/home/AlbumCard';
import CampusTour from '@/components/home/CampusTour';
import Carousel from '@/components/home/Carousel';
import HighlightsTicker from '@/components/home/HighlightsTicker';
import LeaderMessages from '@/components/home/LeaderMessages';
import Marquee from '@/components/home/Marquee';
import NotificationPopup from '@/components/home/NotificationPopup';
import QuickLinks from '@/components/home/QuickLinks';
import Img from '@/components/ui/Img';
import ProviderImage from '@/components/ui/ProviderImage';
import { DEFAULT_PERSON } from '@/components/ui/images';
import styles from '@/components/home/Home.module.css';
import { SCHOOL } from '@/lib/content/school';
import { ACTIVITY_TIMING, GALLERY_PREVIEW_COUNT, HERO_TIMING, HOW_TO_APPLY_HREF, TOPPER_TIMING } from '@/lib/content/home';
import { CAMPUS_TOUR, HERO_SLIDES, SLIDE_PHOTOS } from '@/lib/content/homeSlides';
import Pending from '@/components/content/Pending';
import { formatDayShortMonthYear, sortNewestFirst } from '@/lib/time/dates';
import { getLeaderMessage } from '@/lib/provider/leaders';
import { latestToppers } from '@/lib/listings/toppers';
import { HOME_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata, schoolJsonLd, websiteJsonLd } from '@/lib/site/seo';
import JsonLd from '@/components/seo/JsonLd';
import { FALLBACK } from '@/lib/content/fallbacks';
import { HOME_PATH } from '@/lib/http/routes';
import { listOf } from '@/lib/provider/lists';
import { ACTIVITY, PHOTO_GALLERY } from '@/lib/listings/config';
import { itemsOf } from '@/lib/listings/items';

export const metadata: Metadata = pageMetadata(HOME_INTRO);

const NEWS_ON_HOME = 6;
const newest = <T extends { date: string | null }>(items: T[]) => sortNewestFirst(items, (item) => item.date);

export default async function LandingPage() {
  const [highlights, news, notifications, registrations, toppers, albums, activities, director, chairman, principal] = await Promise.all([
    listOf('highlights'),
    listOf('news'),
    listOf('notifications'),
    listOf('online-registration'),
    listOf('toppers'),
    itemsOf(PHOTO_GALLERY),
    itemsOf(ACTIVITY),
    getLeaderMessage('Director'),
    getLeaderMessage('Chairman'),
    getLeaderMessage('Principal'),
  ]);
  const stars = latestToppers(toppers, new Date());
  const latestNews = newest(news).slice(0, NEWS_ON_HOME);

  return (
    <>
      <JsonLd data={schoolJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <h1 className="visually-hidden">{SCHOOL.name}, Mumbai</h1>
      <div className={styles.hero}>
        <Carousel label="Welcome" delay={HERO_TIMING.delay} speed={HERO_TIMING.speed}>
          {HERO_SLIDES.map((slide, index) => (
            <div key={slide.heading} className={styles.slide}>
              {SLIDE_PHOTOS[index] ? <Img {...SLIDE_PHOTOS[index]} sizes="100vw" lcp={index === 0} /> : null}
              <div className={styles.caption}>
                <h2>{slide.heading}</h2>
                <p>{slide.text}</p>
                <a href={slide.link.href}>{slide.link.label}</a>
              </div>
            </div>
          ))}
        </Carousel>
      </div>
      <HighlightsTicker initial={highlights} />
      <div className={`container ${styles.layout}`}>
        <QuickLinks registrations={registrations} />
        <div className={styles.main}>
          <div className={styles.panels}>
            <section aria-labelledby="about-title" className={styles.panel}>
              <h2 id="about-title">About School</h2>
              <p>
                Founded in {SCHOOL.foundingYear} with {SCHOOL.foundingStudents} students, {SCHOOL.shortName} is an {SCHOOL.board},
                co-educational, English-medium school in Mumbai.
              </p>
              <a href="/OurSchool">
                Read More<span className="visually-hidden"> about our school</span>
              </a>
            </section>
            <section aria-labelledby="news-title" className={styles.panel} data-testid="news">
              <h2 id="news-title">News</h2>
              {latestNews.length === 0 ? (
                <div>
                  <p>No news available</p>
                  <p>Stay tuned for latest updates</p>
                </div>
              ) : (
                <Marquee label="Latest news" direction="vertical" duration={Math.max(20, latestNews.length * 5)}>
                  <ul className={styles.newsList}>
                    {latestNews.map((item) => (
                      <li key={item.id}>
                        <time dateTime={item.date ?? undefined}>{formatDayShortMonthYear(item.date)}</time>
                        <span>{item.title}</span>
                      </li>
                    ))}
                  </ul>
                </Marquee>
              )}
              <a href="/news">View All<span className="visually-hidden"> news</span></a>
            </section>
          </div>
          <LeaderMessages leaders={{ Director: director, Chairman: chairman, Principal: principal }} />
          <div className={`${styles.tourRow} lazy-render`}>
            {CAMPUS_TOUR.video ? <CampusTour video={CAMPUS_TOUR.video} /> : <Pending what={CAMPUS_TOUR.pending} />}
            <div>
              <h2>Join our school</h2>
              <p>
                Ask about a place from Playgroup to Class 8 with the admission enquiry, and see the <a href="/generalinfo">fees</a>.
              </p>
              <a className="button" href={HOW_TO_APPLY_HREF}>
                How To Apply
              </a>
            </div>
          </div>
          <section aria-labelledby="stars-title" className={`${styles.block} lazy-render`}>
            <div className={styles.sectionHead}>
              <h2 id="stars-title">Shining Stars{stars.sessionYear ? ` ${stars.sessionYear}` : ''}</h2>
              <a href="/toppers">All toppers</a>
            </div>
            {stars.toppers.length === 0 ? (
              <p>No toppers found for the selected year.</p>
            ) : (
              <Carousel label="Shining Stars" slides={TOPPER_TIMING.slides} delay={TOPPER_TIMING.delay} speed={TOPPER_TIMING.speed}>
                {stars.toppers.map((topper) => (
                  <div key={topper.id} className={styles.topper}>
                    <div className={styles.leaderPhoto}>
                      <ProviderImage src={topper.photo} fallback={DEFAULT_PERSON} alt={`Photo of ${topper.name}`} sizes="96px" />
                    </div>
                    <div>
                      <p className={styles.topperPercent}>{topper.division}</p>
                      <p className={styles.leaderName}>{topper.name}</p>
                      <p>{[topper.className && `Class ${topper.className}`, topper.stream].filter(Boolean).join(' · ')}</p>
                    </div>
                  </div>
                ))}
              </Carousel>
            )}
          </section>
          <section aria-labelledby="activities-title" className={`${styles.block} lazy-render`}>
            <div className={styles.sectionHead}>
              <h2 id="activities-title">Activities</h2>
              <a href="/activity">All activities</a>
            </div>
            {activities.length === 0 ? (
              <p>{FALLBACK.noData}</p>
            ) : (
              <Carousel label="Activities" slides={ACTIVITY_TIMING.slides} delay={ACTIVITY_TIMING.delay} speed={ACTIVITY_TIMING.speed}>
                {newest(activities).map((activity) => (
                  <AlbumCard key={activity.id} album={activity} from={HOME_PATH} sizes="(max-width: 991px) 100vw, 800px" wide />
                ))}
              </Carousel>
            )}
          </section>
          <section aria-labelledby="gallery-title" className={`${styles.block} lazy-render`}>
            <div className={styles.sectionHead}>
              <h2 id="gallery-title">Photo Gallery</h2>
              <a href="/photo-gallery">View All<span className="visually-hidden"> albums</span></a>
            </div>
            <ul className={styles.gallery}>
              {albums.slice(0, GALLERY_PREVIEW_COUNT).map((album) => (
                <li key={album.id}>
                  <AlbumCard album={album} from="/photo-gallery" sizes="(max-width: 600px) 100vw, 260px" />
                </li>
              ))}
            </ul>
          </section>
          <ContactDetails />
        </div>
      </div>
      <NotificationPopup notifications={notifications} />
    </>
  );
}
