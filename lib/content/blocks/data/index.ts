// Figures drawn from the other content files (fees, timings, facts), shown by the other kinds' views.
import { DATA_BLOCKS } from '@/lib/content/pages/data';
import type { FromFile } from '../kinds';
import type { DATA_KINDS } from './shape';

export const fromFile: FromFile<typeof DATA_KINDS> = {
  data: (name) => DATA_BLOCKS[name]!(),
};
