import SocialLinks from '@/components/layout/SocialLinks';
import { MAP, PHONE_HREF, SCHOOL } from '@/lib/content/school';
import { OFFICE_HOURS } from '@/lib/content/timings';
import MapEmbed from './MapEmbed';
import styles from './ContactDetails.module.css';

/** The school's address, phone, e-mail, office hours, social links and map. */
export default function ContactDetails() {
  const { address } = SCHOOL;
  return (
    <section aria-labelledby="contact-details" className={styles.details}>
      <h2 id="contact-details">Contact details</h2>
      <address className={styles.address}>
        <strong>{SCHOOL.name}</strong>
        <br />
        {address.street}
        <br />
        {address.locality}, {address.region} {address.postalCode}
      </address>
      <dl className={styles.list}>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={PHONE_HREF}>{SCHOOL.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
          </dd>
        </div>
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
      <h3>Follow us</h3>
      <SocialLinks className={styles.social} />
      <h3>Find us</h3>
      <MapEmbed embedUrl={MAP.embedUrl} linkUrl={MAP.linkUrl} place={SCHOOL.name} />
    </section>
  );
}
