import { SOCIAL_LINKS } from '@/lib/content/school';
import NewTabLink from '@/components/ui/NewTabLink';

/** The school's social links, each opening in a new tab, as the footer and the contact page list them. */
export default function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.href}>
          <NewTabLink href={link.href}>{link.label}</NewTabLink>
        </li>
      ))}
    </ul>
  );
}
