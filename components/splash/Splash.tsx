import Logo from '@/components/layout/Logo';
import IntroVideo from '@/components/splash/IntroVideo';
import { INTRO_VIDEO } from '@/lib/content/home';
import { SCHOOL } from '@/lib/content/school';
import videoStyles from './IntroVideo.module.css';
import styles from './Splash.module.css';

/**
 * The entry splash: the school's name over a looping intro video, and the way in. `video={false}` is the
 * light splash for visitors who ask to save data: the poster instead of the video, and no script for it.
 */
export default function Splash({ video }: { video: boolean }) {
  return (
    <main className={styles.splash}>
      {video ? (
        <IntroVideo />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the poster as it is, with no optimiser round trip
        <img className={videoStyles.video} src={INTRO_VIDEO.poster} width={INTRO_VIDEO.posterWidth} height={INTRO_VIDEO.posterHeight} alt="" fetchPriority="high" />
      )}
      <div className={styles.content}>
        <Logo size={120} />
        <h1 className={styles.name}>{SCHOOL.name}</h1>
        <p className={styles.tagline}>{SCHOOL.description}</p>
        <a className={`button ${styles.enter}`} href="/landing">
          Enter Website
        </a>
      </div>
    </main>
  );
}
