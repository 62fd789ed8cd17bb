// The suite's full school (the e2e run's second site): content/ with every detail supplied and every page
// filled, written as an overlay (CONTENT_OVERLAY_DIR) into the folder given. Made from content/ as it is
// now, so a page the office adds is filled too; the school's details are e2e/full-school/school.yaml.
// Every word here is the suite's, never the school's. Usage: node scripts/full-school.ts <folder>
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { pendingItems, readFees, readPages, schoolYearOn } from '../lib/content/office.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node scripts/full-school.ts <folder>');

const SUITE = 'The e2e suite, not the school';
const write = (name: string, value: unknown) => {
  fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
  fs.writeFileSync(path.join(out, name), YAML.stringify(value));
};

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(path.join(out, 'pages'), { recursive: true });
fs.copyFileSync(path.join(root, 'e2e/full-school/school.yaml'), path.join(out, 'school.yaml'));
// The suite's photos, documents and video (e2e/public/, served under /images/e2e/ and /docs/e2e/).
for (const name of ['photos.yaml', 'documents.yaml', 'videos.yaml']) fs.copyFileSync(path.join(root, 'e2e/content', name), path.join(out, name));

// This school year's fees, every band with its instalments and early-payment discount.
const fees = readFees(root);
write('fees.yaml', {
  year: schoolYearOn(new Date()),
  source: SUITE,
  bands: fees.bands.map((band) => {
    const third = Math.floor(band.annualTotal / 3);
    return { ...band, instalments: [third, third, band.annualTotal - 2 * third], earlyPaymentDiscount: Math.round(band.annualTotal * 0.05) };
  }),
});

/** A block as a page file holds it; tabs hold blocks of their own. */
type FileBlock = { discriminant: string; value: unknown };

/** Words in place of what the office would publish: long enough to wrap on a phone at its largest text. */
const filledIn = (what: string): FileBlock => ({
  discriminant: 'paragraph',
  value: `In the suite's full school, ${what} stands here as a paragraph of its own, as long as an office writes one: the words wrap on a phone's narrowest screen, at its largest text, without running off it.`,
});
const fill = (blocks: readonly FileBlock[]): FileBlock[] =>
  blocks.map((block) => {
    if (block.discriminant === 'pending') return filledIn(String(block.value));
    if (block.discriminant !== 'tabs') return block;
    const tabs = block.value as { items: { blocks: FileBlock[] }[] };
    return { ...block, value: { ...tabs, items: tabs.items.map((tab) => ({ ...tab, blocks: fill(tab.blocks) })) } };
  });

for (const page of readPages(root)) {
  write(`pages/${path.basename(page.file)}`, { title: page.title, description: page.description, source: SUITE, sections: page.sections.map((section) => ({ ...section, blocks: fill(section.blocks) })) });
}

// A page the office adds, with two paragraphs, and photos and a document of its own.
write('pages/open-day-2027.yaml', {
  title: 'Open Day 2027',
  description: 'The Open Day for families thinking of the school: what to see, and when the classrooms are open.',
  source: SUITE,
  sections: [
    {
      heading: 'A morning at the school',
      blocks: [
        { discriminant: 'paragraph', value: 'Families are welcome on the Open Day to see the classrooms, the library and the laboratories, and to meet the teachers of each section.' },
        { discriminant: 'paragraph', value: 'Please bring a photo identity card; the office at the gate gives each family a map of the campus.' },
        {
          discriminant: 'page-photos',
          value: {
            photos: [
              { file: '/images/e2e/infrastructure/library.jpg', alt: 'The library, its shelves open to families on the Open Day', caption: 'The library' },
              { file: '/images/e2e/infrastructure/labs.jpg', alt: 'A laboratory set out for a demonstration' },
            ],
            open: 'lightbox',
            columns: '2',
          },
        },
        {
          discriminant: 'page-documents',
          value: { caption: 'Open Day 2027: the programme', documents: [{ date: '2027-01-09', title: 'The programme of the Open Day', file: '/docs/e2e/epta/circular-2024-10.pdf' }] },
        },
      ],
    },
  ],
});

// What is still pending once the overlay is laid over content/: the prospectus's fee pages follow the build.
process.env.CONTENT_OVERLAY_DIR = path.relative(root, out);
const left = pendingItems(root).filter((item) => !item.file.endsWith('prospectus.yaml'));
if (left.length > 0) throw new Error(`the full school leaves pending: ${left.map((item) => `${item.file} ${item.item}`).join(', ')}`);
console.log(`[full school] written to ${path.relative(root, out)}: ${fs.readdirSync(path.join(out, 'pages')).length} pages, nothing pending`);
