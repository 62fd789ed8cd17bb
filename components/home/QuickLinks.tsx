import { ICSE_RESULT_PAGE } from '@/lib/content/navigation';
import { HOW_TO_APPLY_HREF } from '@/lib/content/home';
import { OFFICE, PORTAL_LINKS, SOCIAL_LINKS } from '@/lib/content/school';
import ExternalLinkView from '@/components/content/ExternalLink';
import type { OnlineRegistration } from '@/lib/provider/types';
import styles from './Home.module.css';
import NewTabLink from '@/components/ui/NewTabLink';


/** The home page's side menu: online registration, How To Apply, the ICSE Result, the parent portal and ERP, social links. */
export default function QuickLinks({ registrations }: { registrations: OnlineRegistration[] }) {
  return (
    <nav aria-label="Quick links" className={styles.quickLinks}>
      <ul>
        {registrations
          .filter((registration) => registration.link)
          .map((registration) => (
            <li key={registration.id}>
              <NewTabLink href={registration.link!} className={styles.highlightLink}>
                {registration.title || 'Online Registration'}
              </NewTabLink>
              {/* What it is, in the office's words: the content service gives only its title and address. */}
              {OFFICE.onlineRegistration ? <p className={styles.linkNote}>{OFFICE.onlineRegistration}</p> : null}
            </li>
          ))}
        <li>
          <a href={HOW_TO_APPLY_HREF}>How To Apply</a>
        </li>
        <li>
          <a href={ICSE_RESULT_PAGE}>ICSE Result</a>
        </li>
        {[PORTAL_LINKS.parentPortal, PORTAL_LINKS.erp].map(({ text, href }) =>
          href ? (
            <li key={href}>
              <ExternalLinkView link={{ text, href }} />
            </li>
          ) : null,
        )}
        {(SOCIAL_LINKS ?? []).map((link) => (
          <li key={link.href}>
            <NewTabLink href={link.href}>{link.label}</NewTabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
