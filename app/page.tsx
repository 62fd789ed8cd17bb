import type { Metadata } from 'next';
import Logo from '@/components/layout/Logo';
import IntroVideo from '@/components/splash/IntroVideo';
import { SCHOOL } from '@/lib/content/school';
import { SPLASH_INTRO } from '@/lib/content/pageIntros';
import { pageMetadata } from '@/lib/site/seo';
import styles from './splash.module.css';
import { HOME_PATH } from '@/lib/http/routes';

export const metadata: Metadata = pageMetadata(SPLASH_INTRO);

/** The entry splash: the school's name over a looping intro video, and the way in. */
export default function SplashPage() {
  return (
    <main className={styles.splash}>
      <IntroVideo />
      <div className={styles.content}>
        <Logo size={120} />
        <h1 className={styles.name}>{SCHOOL.name}</h1>
        <p className={styles.tagline}>{SCHOOL.description}</p>
        <a className={`button ${styles.enter}`} href={HOME_PATH}>
          Enter Website
        </a>
      </div>
    </main>
  );
}
