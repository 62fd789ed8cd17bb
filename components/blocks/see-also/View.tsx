import type { SeeAlsoBlock } from '@/lib/content/blocks/see-also';

export default function View({ block }: { block: SeeAlsoBlock }) {
  return (
    <p>
      See also:{' '}
      {block.links.map((link, index) => (
        <span key={link.href}>
          {index > 0 ? ', ' : null}
          <a href={link.href}>{link.text}</a>
        </span>
      ))}
    </p>
  );
}
