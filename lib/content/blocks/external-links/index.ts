// Drawn only from the school's portal links (the data kind's), never typed on a page.
import type { ExternalLink } from '@/lib/content/types';

/** Links that leave the site (the parent portal, the ERP), each opened in a new tab. */
export type ExternalLinksBlock = { kind: 'external-links'; links: ExternalLink[] };

export const words = (block: ExternalLinksBlock): string[] => block.links.map((link) => link.text);
