import { SOCIAL_LINKS } from '@/lib/content/school';

/** The school's social links, each opening in a new tab, as the footer and the contact page list them. */
export default function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
