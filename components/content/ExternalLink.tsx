import type { ExternalLink } from '@/lib/content/types';
import NewTabLink from '@/components/ui/NewTabLink';

/** A link that leaves the site: a new tab, no opener or referrer, and said so to screen readers. */
export default function ExternalLinkView({ link, className }: { link: ExternalLink; className?: string }) {
  return (
    <NewTabLink href={link.href} className={className} note="opens in a new tab, leaving this site">
      {link.text}
    </NewTabLink>
  );
}
