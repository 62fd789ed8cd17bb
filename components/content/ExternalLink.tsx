import type { ExternalLink } from '@/lib/content/types';

/** A link that leaves the site: a new tab, no opener or referrer, and said so to screen readers. */
export default function ExternalLinkView({ link, className }: { link: ExternalLink; className?: string }) {
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {link.text}
      <span className="visually-hidden"> (opens in a new tab, leaving this site)</span>
    </a>
  );
}
