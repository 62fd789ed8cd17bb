// The shapes of content/'s files of figures and words, each declared once (lib/content/shape.ts): the build
// checks each file by it (office.ts), the site's types are its values, and the editor's fields are made from it.
import { capitalised, DOCUMENT_GROUP_WORDS, FORMATS, ITEM_FORMATS, ITEM_NAMES, PHOTO_GROUP_WORDS, RULE_NAMES, RULE_WORDS, SCHOOL_CLASSES, VIDEO_GROUP_WORDS, type ItemName } from './formats.ts';
import { SECTION_BLOCK_KINDS } from './blocks/shapes.ts';
import { array, blocks, date, file, group, image, integer, listOrMissing, number, object, optionalFile, optionalInteger, optionalText, refine, select, slug, supplied, text, type Shape } from './shape.ts';


const rupees = (label: string) => integer(label, { min: 1 });

/** One of the school's details, named for the office with what to type. */
const item = <Value extends Shape>(name: ItemName, value: Value, more = '') => supplied(value, { label: capitalised(ITEM_NAMES[name]), description: `Type: ${ITEM_FORMATS[name]}.${more}` });

/** A photo uploaded under public/images/office/<folder>/, with what it shows; its size is read from the file. */
export const photo = (folder: string) =>
  object({
    file: image('Photo', `images/office/${folder}`),
    alt: text('What it shows', { description: 'For readers who cannot see it.' }),
    caption: optionalText('Caption', { description: 'Optional, shown under the photo.' }),
  });

const wholeYears = (label: string) => integer(label, { min: 0, max: 25 });

/** The school's details and legal items, the legal ones first, as content:status lists them. */
export const SCHOOL_SHAPE = object({
  // The first field the office sees: it points to the whole list of what is missing.
  fullName: item('fullName', refine(text('Full name'), (name) => (name.length < 5 ? 'give the whole name, as it should be printed' : undefined)), ' Until it is given, the site calls the school by its code, KVNS. Everything the site still needs, most important first, is listed under "What the site still needs" at the top of the editor.'),
  grievanceOfficer: item('grievanceOfficer', object({ name: text('Name'), email: text('E-mail', { format: FORMATS.email }) })),
  incidentLead: item('incidentLead', object({ name: text('Name'), email: text('E-mail', { format: FORMATS.email }), phone: text('Phone', { format: FORMATS.phone }) })),
  websiteHost: item('websiteHost', text('Company')),
  contentService: item('contentService', text('Company')),
  answerWithin: item('answerWithin', text('Period', { format: FORMATS.period })),
  enquiryKeptFor: item('enquiryKeptFor', text('Period', { format: FORMATS.period })),
  usualAges: item(
    'usualAges',
    refine(
      array(object({ class: select('Class', SCHOOL_CLASSES), youngest: wholeYears('Youngest (whole years)'), oldest: wholeYears('Oldest (whole years)') }), {
        label: 'Classes',
        itemLabel: (range) => `${range.class}: ${range.youngest ?? '?'} to ${range.oldest ?? '?'} years`,
        min: 1,
      }),
      (ranges) =>
        ranges.some((range) => range.oldest < range.youngest) ? 'oldest must not be below youngest' : new Set(ranges.map((range) => range.class)).size !== ranges.length ? 'give each class once' : undefined,
    ),
    ' The enquiry form asks "Is the year right?" about a date of birth outside them, and the parent may send it as it is; until they are given, it asks nothing about an age.',
  ),
  phone: item('phone', text('Phone', { format: FORMATS.phone })),
  email: item('email', text('E-mail', { format: FORMATS.email })),
  address: item('address', object({ street: text('Street'), locality: text('Locality'), region: text('Region'), postalCode: text('PIN code', { format: FORMATS.pinCode }) })),
  schoolDays: item('schoolDays', text('Days')),
  timingsStdIToIII: item('timingsStdIToIII', object({ from: text('From', { format: FORMATS.clock }), to: text('To', { format: FORMATS.clock }) })),
  principalQualifications: item('principalQualifications', text('Qualifications')),
  answersFormsWithin: item('answersFormsWithin', text('Period'), ' Said after an enquiry or an application is sent; until it is given, the thank-you promises no time.'),
  onlineRegistration: item('onlineRegistration', text('What it is for'), ' Shown under the home page\'s Online Registration link, which the content service gives; until it is given the link stands alone.'),
  openPosts: item('openPosts', array(object({ post: text('Post'), details: optionalText('What it asks (optional)') }), { label: 'Posts', itemLabel: (post) => post.post || 'A post', min: 1 }), ' Shown on the Career page above the application form.'),
  social: item('social', array(object({ label: text('Network'), href: text('Address', { format: FORMATS.link }) }), { label: 'Pages', itemLabel: (page) => page.label || 'A page', min: 1 })),
  parentPortal: item('parentPortal', text('Address', { format: FORMATS.link })),
  erpPortal: item('erpPortal', text('Address', { format: FORMATS.link })),
  cvKeptFor: item('cvKeptFor', text('Period', { format: FORMATS.period })),
  webDeveloper: item('webDeveloper', object({ name: text('Name'), href: optionalText('Address (optional)', { format: FORMATS.link }) })),
  sharePicture: item('sharePicture', photo('share'), ' Until it is given, link previews show a plain card with the school\'s name, and no photo is claimed as the campus.'),
});

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
  source: text('Who wrote these words', { description: 'Once the office writes or changes the words, put who did, and when, e.g. "Admissions office, 2026-12-01".' }),
  slides: array(
    object({ heading: text('Heading'), text: text('Line'), link: object({ label: text('Link text'), href: text('Page of this site', { format: FORMATS.pagePath }) }, { label: 'Link to the page that says more' }) }),
    { label: 'Slides (each takes the photo of the same place in the home-slides group)', itemLabel: (slide) => slide.heading || 'A slide', min: 1 },
  ),
});

export const RULES_SHAPE = object({
  source: text('Where these rules come from'),
  rules: object(Object.fromEntries(RULE_NAMES.map((name) => [name, text(RULE_WORDS[name], { multiline: true })])), {
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
  source: text('Who wrote these words', { description: 'Once the office writes or changes the words, put who did, and when, e.g. "Admissions office, 2026-12-01".' }),
  pages: array(
    object({
      title: text('Title', { description: 'At most 16 characters.', max: 16 }),
      lines: array(text('Line', { description: 'At most 48 characters.', max: 48 }), { label: 'Lines (one to four)', itemLabel: (line) => line || 'A line', min: 1, max: 4 }),
    }),
    { label: 'Pages (twenty: the cover first, the back cover last)', itemLabel: (page) => page.title || 'A page', min: 20, max: 20 },
  ),
});

/** A picture's size, read from its file when left empty (the editor leaves it so); given, it is trusted. */
const pixelSize = {
  width: optionalInteger('Width (pixels)', { min: 1, description: 'Read from the file when left empty.' }),
  height: optionalInteger('Height (pixels)', { min: 1, description: 'Read from the file when left empty.' }),
};

/** One group per name, each of the same kind of item. */
const groups = <Item extends Shape>(words: Readonly<Record<string, string>>, item: (name: string) => Item, itemName: string) => object(Object.fromEntries(Object.entries(words).map(([name, label]) => [name, group(label, item(name), itemName)])));

export const PHOTOS_SHAPE = groups(PHOTO_GROUP_WORDS, (name) => object({ ...photo(name).fields, ...pixelSize }), 'a photo');

export const DOCUMENTS_SHAPE = groups(DOCUMENT_GROUP_WORDS, (name) => object({ date: date('Date'), title: text('Title'), file: file('PDF', `docs/office/${name}`) }), 'a document');

/** A video: its files uploaded under public/media/office/<group>/; the poster's size is read from its file at build. */
export const VIDEOS_SHAPE = groups(
  VIDEO_GROUP_WORDS,
  (name) =>
    object({
      title: text('Title'),
      mp4: file('Video (MP4)', `media/office/${name}`),
      webm: optionalFile('Video (WebM, optional: smaller for most browsers)', `media/office/${name}`),
      poster: image('Poster (the picture shown before it plays)', `media/office/${name}`),
      ...pixelSize,
    }),
  'a video',
);

/** A page of content/pages/: its address is its file's name. */
export const PAGE_SHAPE = object({
  title: slug('Title', { label: 'Address', description: "After the site's name, such as code-of-conduct: the page answers at /code-of-conduct, and its menu entry must name it." }),
  description: text('Description', { description: 'A sentence saying what the page holds, for search engines and link previews.', min: 20, tooShort: 'say in a sentence what the page holds' }),
  source: text('Who wrote these words', { description: 'Once the office writes or changes the words, put who did, and when, e.g. "Admissions office, 2026-12-01".' }),
  askedAs: optionalText('Words families search with', { description: 'What a parent types when looking for this page, separated by commas, such as "bus, bus route, van" for School Transport. The site search finds the page by them, before pages that only mention them.' }),
  sections: array(object({ heading: optionalText('Heading'), blocks: blocks('Blocks', SECTION_BLOCK_KINDS, { min: 1 }) }), {
    label: 'Sections',
    itemLabel: (section) => section.heading || 'A section without a heading',
    min: 1,
  }),
});
