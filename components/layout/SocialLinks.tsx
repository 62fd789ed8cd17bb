import type { SocialLink } from '@/lib/content/school';
import NewTabLink from '@/components/ui/NewTabLink';

/** The school's social links, each opening in a new tab, as the footer and the contact page list them. */
export default function SocialLinks({ className, links }: { className?: string; links: SocialLink[] }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <NewTabLink href={link.href}>{link.label}</NewTabLink>
        </li>
      ))}
    </ul>
  );
}
