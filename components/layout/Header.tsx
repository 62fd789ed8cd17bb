import Logo from './Logo';
import MainNav from './MainNav';
import SearchBox from '@/components/search/SearchBox';
import { MAIN_NAVIGATION } from '@/lib/content/navigation';
import { OFFICE, PHONE_HREF, SCHOOL } from '@/lib/content/school';
import styles from './Header.module.css';
import { HOME_PATH } from '@/lib/http/routes';

export default function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <a href={HOME_PATH} className={styles.brand}>
          <Logo size={48} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{SCHOOL.name}</span>
            <span className={styles.brandTag}>{SCHOOL.board} · Co-educational · English medium · Mumbai</span>
          </span>
        </a>
        <div className={styles.tools}>
          {PHONE_HREF ? (
          <a className={styles.call} href={PHONE_HREF}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" fill="currentColor" />
            </svg>
            <span className="visually-hidden">Call the school: {OFFICE.phone}</span>
          </a>
          ) : null}
          <SearchBox id="site-search" landmarkLabel="Site" collapsible />
          <MainNav entries={MAIN_NAVIGATION} />
        </div>
      </div>
    </header>
  );
}
