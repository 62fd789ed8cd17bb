// Drawn from the other content files, so a figure is kept in one place and shown alike everywhere.
import { SCHOOL_FACTS } from '../about';
import { CURRENT_SCHOOL_YEAR, EARLY_PAYMENT, FEE_BANDS, FEE_YEAR, FEES_ARE_CURRENT, INSTALMENT_DUE_DATES } from '../fees';
import { PORTAL_LINKS, type OutsideLink } from '../school';
import { OFFICE_HOURS, PARENT_PORTAL_HELP_DESK, SCHOOL_DAYS, SCHOOL_TIMINGS, SCHOOL_TIMINGS_PENDING } from '../timings';
import type { Block, ExternalLink } from '../types';
import { readDocumentGroups } from '../office';
import { RULE_TEXT } from '../rules';
import { SCHOOL_CLASSES } from '@/lib/content/formats';

/** The office's documents (content/documents.yaml): each supplied group's items, or null while pending. */
const DOCUMENT_GROUPS = readDocumentGroups();

/** The portal links the office has given, and for each it has not, a line saying it will publish it. */
function portalBlocks(...links: OutsideLink[]): Block[] {
  const given = links.filter((link): link is OutsideLink & ExternalLink => link.href !== null).map(({ text, href }) => ({ text, href }));
  const pending = links.filter((link) => link.href === null).map((link): Block => ({ kind: 'pending', what: link.pending }));
  return [...(given.length > 0 ? [{ kind: 'external-links', links: given } satisfies Block] : []), ...pending];
}

const pendingIf = (what: string | null): Block[] => (what ? [{ kind: 'pending', what }] : []);

/** Bands whose instalments or discount the school has not published: said once, not worked out. */
const unpublishedBands = FEE_BANDS.filter((band) => !band.instalments || !band.earlyPaymentDiscount).map((band) => band.label);

export const DATA_BLOCKS: Record<string, () => Block[]> = {
  // What the spec says of joining the school, until the office writes its admission rules.
  'admission-at-a-glance': () => [
    {
      kind: 'list',
      items: [
        `The admission enquiry form asks about a place from ${SCHOOL_CLASSES[0]} to ${SCHOOL_CLASSES.at(-1)}.`,
        RULE_TEXT.terms,
        RULE_TEXT.withdrawal,
        FEES_ARE_CURRENT ? `The fees for ${FEE_YEAR} are on the General Info page.` : `The fees the school published for ${FEE_YEAR} are on the General Info page.`,
      ],
    },
  ],
  'school-in-numbers': () => [
    {
      kind: 'facts',
      facts: [
        { value: String(SCHOOL_FACTS.foundingYear), label: 'Founded' },
        { value: String(SCHOOL_FACTS.foundingStudents), label: 'Students at our founding' },
        { value: String(SCHOOL_FACTS.computersAndLaptops), label: 'Computers and laptops' },
        { value: `${SCHOOL_FACTS.libraryBooksOver.toLocaleString('en-IN')}+`, label: 'Library books' },
        { value: String(SCHOOL_FACTS.seminarHallSeats), label: 'Seats in the seminar hall' },
      ],
    },
  ],
  'fee-structure': () => [
    ...pendingIf(FEES_ARE_CURRENT ? null : `the fees for ${CURRENT_SCHOOL_YEAR}`),
    {
      kind: 'table',
      table: {
        caption: `Fee structure ${FEE_YEAR} (in rupees)`,
        columns: ['Section', 'Classes', 'Tuition fee (monthly)', 'Annual total'],
        rows: FEE_BANDS.map((band) => [band.label, band.classes, band.monthlyTuition, band.annualTotal]),
        note: `The fees for the school year ${FEE_YEAR}, as the school published them.`,
      },
    },
  ],
  'payment-schedule': () => [
    { kind: 'paragraph', text: `Fees are paid in three quarterly instalments, due by ${INSTALMENT_DUE_DATES.slice(0, -1).join(', ')} and ${INSTALMENT_DUE_DATES.at(-1)}.` },
    {
      kind: 'table',
      table: {
        caption: `Quarterly instalments ${FEE_YEAR} (in rupees)`,
        columns: ['Section', ...INSTALMENT_DUE_DATES.map((date) => `Due by ${date}`), 'Total'],
        rows: FEE_BANDS.filter((band) => band.instalments).map((band) => [band.label, ...band.instalments!, band.annualTotal]),
      },
    },
    {
      kind: 'table',
      table: {
        caption: `Early payment discount: ${EARLY_PAYMENT.percent}% when the full fee is paid before ${EARLY_PAYMENT.payBefore}`,
        columns: ['Section', 'Annual total', `Discount (${EARLY_PAYMENT.percent}%)`],
        rows: FEE_BANDS.filter((band) => band.earlyPaymentDiscount).map((band) => [band.label, band.annualTotal, band.earlyPaymentDiscount!]),
      },
    },
    ...pendingIf(unpublishedBands.length > 0 ? `the instalments and early-payment discount of ${unpublishedBands.join(', ')}` : null),
  ],
  'school-hours': () => [
    {
      kind: 'table',
      table: {
        caption: SCHOOL_DAYS ? `School hours, ${SCHOOL_DAYS}` : 'School hours',
        columns: ['Section', 'From', 'To'],
        rows: SCHOOL_TIMINGS.map((timing) => [timing.who, timing.from, timing.to]),
      },
    },
    ...pendingIf(SCHOOL_TIMINGS_PENDING),
  ],
  'office-hours': () => [
    {
      kind: 'table',
      table: {
        caption: 'School office hours',
        columns: ['Office', 'Days', 'From', 'To'],
        rows: OFFICE_HOURS.map((timing) => [timing.who, timing.days, timing.from, timing.to]),
      },
    },
  ],
  'help-desk': () => [{ kind: 'paragraph', text: `The parent portal help desk answers from ${PARENT_PORTAL_HELP_DESK.from} to ${PARENT_PORTAL_HELP_DESK.to}.` }],
  'parent-portal-link': () => portalBlocks(PORTAL_LINKS.parentPortal),
  'erp-links': () => portalBlocks(PORTAL_LINKS.erp, PORTAL_LINKS.parentPortal),
  'icse-result-document': () => {
    const latest = DOCUMENT_GROUPS['icse-result']!.items?.[0];
    return latest ? [{ kind: 'external-links', links: [{ text: `${latest.title} (PDF)`, href: latest.file }] }] : [];
  },
};

/** Documents as a table with a download link each, their dates as the spec writes them (DD/MM/YYYY). */
export function documentsTable(caption: string, items: readonly { date: string; title: string; file: string }[]): Block {
  const rows = items.map(({ date, title, file }, index) => {
    const [year, month, day] = date.split('-');
    return [String(index + 1), `${day}/${month}/${year}`, title, { text: 'Download', href: file, download: true, description: `${title} (PDF)` }];
  });
  return { kind: 'table', table: { caption, columns: ['SL.No', 'Date', 'Title', 'Download'], rows } };
}

/** A shared group of documents as a table, or the line saying they will be published. */
export function documentsBlock(group: string, caption: string): Block {
  const { what, items } = DOCUMENT_GROUPS[group]!;
  return items ? documentsTable(caption, items) : { kind: 'pending', what };
}
