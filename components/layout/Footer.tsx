import CurrentYear from './CurrentYear';
import SocialLinks from './SocialLinks';
import { COPYRIGHT_START_YEAR, PHONE_HREF, SCHOOL, WEB_DEVELOPER } from '@/lib/content/school';
import { SITE_MAP_PATH } from '@/lib/routes';
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
  const { address } = SCHOOL;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.address}>
            {SCHOOL.name}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            Phone: <a href={PHONE_HREF}>{SCHOOL.phone}</a>
            <br />
            Email: <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
          </address>
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
          <SocialLinks className={styles.list} />
        </section>
      </div>
      <p className={styles.copyright}>
        Copyright © {COPYRIGHT_START_YEAR} - <CurrentYear renderedYear={new Date().getFullYear()} /> {SCHOOL.name}.
        All rights reserved. Website by <a href={WEB_DEVELOPER.href}>{WEB_DEVELOPER.name}</a>.
      </p>
    </footer>
  );
}
