import SocialLinks from '@/components/layout/SocialLinks';
import { ADDRESS_LINE, MAP, OFFICE, PENDING_CONTACT, PENDING_NAMES, PHONE_HREF, SCHOOL, SOCIAL_LINKS } from '@/lib/content/school';
import { OFFICE_HOURS } from '@/lib/content/timings';
import MapEmbed from './MapEmbed';
import Pending from './Pending';
import styles from './ContactDetails.module.css';

/** The school's address, phone, e-mail, office hours, social links and map: each once the office supplies it. */
export default function ContactDetails() {
  return (
    <section aria-labelledby="contact-details" className={styles.details}>
      <h2 id="contact-details">Contact details</h2>
      {ADDRESS_LINE ? (
        <address className={styles.address}>
          <strong>{SCHOOL.name}</strong>
          <br />
          {ADDRESS_LINE}
        </address>
      ) : null}
      <dl className={styles.list}>
        {PHONE_HREF ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={PHONE_HREF}>{OFFICE.phone}</a>
            </dd>
          </div>
        ) : null}
        {OFFICE.email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Office hours</dt>
          <dd>
            {OFFICE_HOURS.map((hours) => (
              <span key={hours.days} className={styles.line}>
                {hours.days}: {hours.from} to {hours.to}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      {PENDING_CONTACT ? <Pending what={PENDING_CONTACT} meanwhile /> : null}
      <h3>Follow us</h3>
      {SOCIAL_LINKS ? <SocialLinks className={styles.social} links={SOCIAL_LINKS} /> : <Pending what={PENDING_NAMES.social} />}
      {MAP ? (
        <>
          <h3>Find us</h3>
          <MapEmbed embedUrl={MAP.embedUrl} linkUrl={MAP.linkUrl} place={SCHOOL.name} />
        </>
      ) : null}
    </section>
  );
}
