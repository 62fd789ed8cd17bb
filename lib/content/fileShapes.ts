// The shapes of content/'s files of figures and words, each declared once (lib/content/shape.ts): the build
// checks each file by it (office.ts), the site's types are its values, and the editor's fields are made from it.
import { FORMATS, RULE_NAMES } from './formats.ts';
import { array, integer, listOrMissing, number, object, optionalInteger, optionalText, select, text } from './shape.ts';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** `lateMarks` as the office reads it: "Late marks". */
const spelledOut = (name: string) => capitalised(name.replace(/([A-Z])/g, ' $1').toLowerCase());

const rupees = (label: string) => integer(label, { min: 1 });

export const FEES_SHAPE = object({
  year: text('School year', { format: FORMATS.schoolYear, description: 'The year these fees are for, such as 2026-27; the year begins in June.' }),
  source: text('Where these figures come from'),
  instalmentDueDates: array(text('Due by'), { label: 'Instalment due dates (three)', itemLabel: (date) => date || 'A date', min: 3, max: 3 }),
  earlyPayment: object({ percent: number('Discount (%)', { min: 0, max: 100 }), payBefore: text('Paid in full before') }, { label: 'Early payment discount' }),
  bands: array(
    object({
      id: select('Band', ['pre-primary', 'primary', 'middle', 'secondary']),
      label: text('Name'),
      classes: text('Classes'),
      monthlyTuition: rupees('Tuition fee (monthly, rupees)'),
      annualTotal: rupees('Annual total (rupees)'),
      // Left empty where the school has not published them: the site says they are pending.
      instalments: listOrMissing(rupees('Instalment (rupees)'), { label: 'Instalments (one per due date; leave empty until published)', itemLabel: (amount) => String(amount ?? ''), min: 3, max: 3 }),
      earlyPaymentDiscount: optionalInteger('Early payment discount (rupees; empty until published)', { min: 1 }),
    }),
    { label: 'Bands (four: pre-primary to Std IX and X)', itemLabel: (band) => band.label || 'A band', min: 4, max: 4 },
  ),
});

export const FACTS_SHAPE = object({
  source: text('Where these figures come from'),
  foundingYear: rupees('Year founded'),
  foundingStudents: rupees('Students at the founding'),
  computersAndLaptops: rupees('Computers and laptops'),
  seminarHallSeats: rupees('Seats in the seminar hall'),
  libraryBooksOver: rupees('Library books (more than)'),
});

const hours = { from: text('From', { format: FORMATS.clock }), to: text('To', { format: FORMATS.clock }) };

export const TIMINGS_SHAPE = object({
  source: text('Where these hours come from'),
  school: array(object({ who: text('Section'), ...hours }), { label: 'School hours', itemLabel: (timing) => timing.who || 'A section', min: 1 }),
  office: array(object({ who: text('Office'), days: text('Days'), ...hours }), { label: 'Office hours', itemLabel: (timing) => `${timing.who} (${timing.days})`, min: 1 }),
  parentPortalHelpDesk: object({ from: text('From'), to: text('To') }, { label: 'Parent portal help desk' }),
});

export const HOME_SHAPE = object({
  source: text('Where the words come from'),
  slides: array(
    object({ heading: text('Heading'), text: text('Line'), link: object({ label: text('Link text'), href: text('Page of this site', { format: FORMATS.pagePath }) }, { label: 'Link to the page that says more' }) }),
    { label: 'Slides (each takes the photo of the same place in the home-slides group)', itemLabel: (slide) => slide.heading || 'A slide', min: 1 },
  ),
});

export const RULES_SHAPE = object({
  source: text('Where these rules come from'),
  rules: object(Object.fromEntries(RULE_NAMES.map((name) => [name, text(spelledOut(name), { multiline: true })])), {
    label: 'Rules',
    description: 'Each rule in the words the pages show; a page lists rules by these names.',
  }),
  tables: object({
    assessment: object(
      {
        caption: text('Caption'),
        columns: array(text('Column'), { label: 'Columns', itemLabel: (column) => column || 'A column', min: 1 }),
        // A row is `cells: [...]`, not a bare list: the editor has no list of lists.
        rows: array(object({ cells: array(optionalText('Cell'), { label: 'Cells, one per column', itemLabel: (cell) => cell || 'An empty cell' }) }), {
          label: 'Rows',
          itemLabel: (row) => row.cells.join(' · ') || 'A row',
          min: 1,
        }),
      },
      { label: 'How students are assessed (the table of marks)' },
    ),
  }),
});

/** What fits a page of the flip-book: the build draws each page's picture from these words. */
export const PROSPECTUS_SHAPE = object({
  source: text('Where the words come from'),
  pages: array(
    object({
      title: text('Title', { description: 'At most 16 characters.', max: 16 }),
      lines: array(text('Line', { description: 'At most 48 characters.', max: 48 }), { label: 'Lines (one to four)', itemLabel: (line) => line || 'A line', min: 1, max: 4 }),
    }),
    { label: 'Pages (twenty: the cover first, the back cover last)', itemLabel: (page) => page.title || 'A page', min: 20, max: 20 },
  ),
});
