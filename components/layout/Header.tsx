import Logo from './Logo';
import MainNav from './MainNav';
import SearchBox from '@/components/search/SearchBox';
import { MAIN_NAVIGATION } from '@/lib/content/navigation';
import { SCHOOL } from '@/lib/content/school';
import styles from './Header.module.css';
import { HOME_PATH } from '@/lib/routes';

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
          <SearchBox id="site-search" landmarkLabel="Site" collapsible />
          <MainNav entries={MAIN_NAVIGATION} />
        </div>
      </div>
    </header>
  );
}
