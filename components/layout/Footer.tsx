import CurrentYear from './CurrentYear';
import SocialLinks from './SocialLinks';
import { ADDRESS_LINE, COPYRIGHT_START_YEAR, OFFICE, PENDING_CONTACT, PENDING_NAMES, PHONE_HREF, SCHOOL, SOCIAL_LINKS, WEB_DEVELOPER, pendingSentence } from '@/lib/content/school';
import Pending from '@/components/content/Pending';
import { SITE_MAP_PATH } from '@/lib/http/routes';
import styles from './Footer.module.css';

/** What parents look for most, then the rest of the site by its map. */
const QUICK_LINKS = [
  { label: 'Fees', href: '/generalinfo' },
  { label: 'Admissions', href: '/schoolterms' },
  { label: 'School Transport', href: '/schooltransport' },
  { label: 'School Timings', href: '/school-timings' },
  { label: 'Circulars', href: '/circulars' },
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'Prospectus', href: '/Prospectus' },
  { label: 'Careers', href: '/career' },
  { label: 'Accessibility', href: '/accessibility' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Site map', href: SITE_MAP_PATH },
];

export default function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          {ADDRESS_LINE || PHONE_HREF || OFFICE.email ? (
            <address className={styles.address}>
              {SCHOOL.name}
              {ADDRESS_LINE ? <span className={styles.line}>{ADDRESS_LINE}</span> : null}
              {PHONE_HREF ? (
                <span className={styles.line}>
                  Phone: <a href={PHONE_HREF}>{OFFICE.phone}</a>
                </span>
              ) : null}
              {OFFICE.email ? (
                <span className={styles.line}>
                  Email: <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a>
                </span>
              ) : null}
            </address>
          ) : null}
          {PENDING_CONTACT ? <Pending what={PENDING_CONTACT} meanwhile /> : null}
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Follow us
          </h2>
          {SOCIAL_LINKS ? <SocialLinks className={styles.list} links={SOCIAL_LINKS} /> : <Pending what={PENDING_NAMES.social} />}
        </section>
      </div>
      <p className={styles.copyright}>
        Copyright © {COPYRIGHT_START_YEAR} - <CurrentYear renderedYear={new Date().getFullYear()} /> {SCHOOL.name}.
        All rights reserved.{' '}
        {WEB_DEVELOPER ? (
          <>Website by {WEB_DEVELOPER.href ? <a href={WEB_DEVELOPER.href}>{WEB_DEVELOPER.name}</a> : WEB_DEVELOPER.name}.</>
        ) : (
          <span data-pending="">{pendingSentence(PENDING_NAMES.webDeveloper)}</span>
        )}
      </p>
    </footer>
  );
}
