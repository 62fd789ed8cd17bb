import type { FromFile } from '../kinds';
import type { SEE_ALSO_KINDS } from './shape';

/** Pages of this site that go with this one: School Timings leads to the buses. */
export type SeeAlsoBlock = { kind: 'see-also'; links: { text: string; href: string }[] };

export const fromFile: FromFile<typeof SEE_ALSO_KINDS> = {
  'see-also': (links) => [{ kind: 'see-also', links }],
};

/** None: a link's words are the page it leads to, which the search finds itself ("bus" is not the timings). */
export const words = (_block: SeeAlsoBlock): string[] => [];
