import type { ReactNode } from 'react';

/** A link that opens in a new tab: no opener or referrer, and said so to screen readers. */
export default function NewTabLink({ href, className, note = 'opens in a new tab', children }: { href: string; className?: string; note?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> ({note})</span>
    </a>
  );
}
