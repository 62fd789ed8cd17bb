import type { FromFile } from '../kinds';
import type { SEE_ALSO_KINDS } from './shape';

/** Pages of this site that go with this one: School Timings leads to the buses. */
export type SeeAlsoBlock = { kind: 'see-also'; links: { text: string; href: string }[] };

export const fromFile: FromFile<typeof SEE_ALSO_KINDS> = {
  'see-also': (links) => [{ kind: 'see-also', links }],
};

export const words = (block: SeeAlsoBlock): string[] => block.links.map((link) => link.text);
