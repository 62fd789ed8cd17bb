import type { Metadata } from 'next';
import Link from 'next/link';
import Logo from '@/components/layout/Logo';
import { SCHOOL } from '@/lib/content/school';
import styles from './splash.module.css';

export const metadata: Metadata = {
  title: { absolute: `${SCHOOL.name}, Mumbai` },
};

/** The entry splash (the intro video arrives with the home-page work). */
export default function SplashPage() {
  return (
    <main className={styles.splash}>
      <Logo size={120} />
      <h1 className={styles.name}>{SCHOOL.name}</h1>
      <p className={styles.tagline}>{SCHOOL.description}</p>
      <Link className={`button ${styles.enter}`} href="/landing">
        Enter Website
      </Link>
    </main>
  );
}
