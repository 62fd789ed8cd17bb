/** The prospectus's pages as the office wrote them (content/prospectus.yaml), with the pictures drawn from them. */
import { readProspectus } from './office';
import type { ProspectusPage } from './prospectus';

export const PROSPECTUS_PAGES: ProspectusPage[] = readProspectus().pages.map((page, index) => ({
  number: index + 1,
  src: `/images/prospectus/page-${String(index + 1).padStart(2, '0')}.jpg`,
  title: page.title,
  lines: page.lines,
}));
