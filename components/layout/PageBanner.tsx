import Logo from './Logo';
import styles from './PageBanner.module.css';
import { HOME_PATH } from '@/lib/http/routes';

interface PageBannerProps {
  /** The page's heading, also the last breadcrumb. */
  title: string;
  /** A short line under the heading. */
  lead?: string;
}

/** The inner-page banner: the school logo linking to the entry page, the page heading and a breadcrumb home. */
export default function PageBanner({ title, lead }: PageBannerProps) {
  return (
    <div className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <a href="/" className={styles.logo} aria-label="School entry page">
          <Logo size={64} />
        </a>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          <nav aria-label="Breadcrumb">
            <ol className={styles.breadcrumb}>
              <li>
                <a href={HOME_PATH}>Home</a>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        </div>
      </div>
    </div>
  );
}
