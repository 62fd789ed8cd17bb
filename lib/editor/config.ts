// The office's editor (/keystatic) over content/: each file's fields, with the formats the build checks
// (lib/content/formats.ts), so a value the build would refuse cannot be saved. Runs in the browser too.
import { collection, config, fields, singleton, type ComponentSchema } from '@keystatic/core';
import { DATA_BLOCK_NAMES, DOCUMENT_GROUPS, FORMATS, PHOTO_GROUPS, RULE_NAMES, type Format } from '@/lib/content/formats';
import { DOCUMENTS_SHAPE, FACTS_SHAPE, FEES_SHAPE, HOME_SHAPE, PHOTOS_SHAPE, PROSPECTUS_SHAPE, RULES_SHAPE, SCHOOL_SHAPE, TIMINGS_SHAPE, VIDEOS_SHAPE } from '@/lib/content/fileShapes';
import { editorFields } from './fields';
import { EDITOR_PAGES_FOLDER, EDITOR_SINGLETONS, type EditorSingleton } from './files';
import { githubRepo } from './mode';


/** A text field in one of the build's formats; empty is allowed (an item may be pending, a field optional). */
function formatted(label: string, format: Format, description?: string) {
  const body = format.regex.source.replace(/^\^/, '').replace(/\$$/, '');
  return fields.text({ label, description, validation: { pattern: { regex: new RegExp(`^(?:${body})?$`), message: `${label} ${format.message}` } } });
}

const text = (label: string, description?: string) => fields.text({ label, description });

const required = (label: string, description?: string, multiline = false) => fields.text({ label, description, multiline, validation: { length: { min: 1 } } });
const choice = (label: string, values: readonly string[], defaultValue = values[0]!) => fields.select({ label, options: values.map((value) => ({ label: value, value })), defaultValue });
const lines = (label: string) => fields.array(required('Item', undefined, true), { label, itemLabel: (props) => props.value || 'An item', validation: { length: { min: 1 } } });

/** The blocks a page's section, or one of its tabs, holds: each kind's value as lib/content/office.ts checks it. */
const BLOCKS = {
  paragraph: { label: 'Paragraph', schema: required('Paragraph', 'Words in {braces}, such as {foundingYear}, are filled in from the other files.', true) },
  list: { label: 'List', schema: lines('Items') },
  numbered: { label: 'Numbered list', schema: lines('Items') },
  quote: { label: 'Quote', schema: required('Quote', undefined, true) },
  pending: { label: 'Still to publish', schema: required('What the office will publish here', 'The page says "The school office will publish … here." until this block is replaced.') },
  rules: { label: "Rules (the school's rules file)", schema: fields.multiselect({ label: 'Rules', options: RULE_NAMES.map((value) => ({ label: value, value })) }) },
  table: { label: 'Table of marks', schema: fields.object({ table: choice('Table', ['assessment']), caption: text('Caption') }) },
  photos: { label: 'Photos', schema: fields.object({ group: choice('Photo group', PHOTO_GROUPS), open: choice('Opens', ['grid', 'lightbox', 'modal']), columns: choice('Columns', ['1', '2', '3', '4'], '3') }) },
  documents: { label: 'Documents', schema: choice('Document group', DOCUMENT_GROUPS) },
  data: { label: 'Figures from the other files', schema: choice('Which', DATA_BLOCK_NAMES) },
  cards: { label: 'Cards', schema: fields.array(fields.object({ title: required('Title'), text: text('Text'), colour: formatted('Colour', FORMATS.colour) }), { label: 'Cards', itemLabel: (props) => props.fields.title.value || 'A card' }) },
  steps: { label: 'Steps', schema: fields.array(fields.object({ title: required('Title'), items: lines('Items') }), { label: 'Steps', itemLabel: (props) => props.fields.title.value || 'A step' }) },
  'see-also': { label: 'See also', schema: fields.array(fields.object({ text: required('Link text'), href: formatted('Page of this site', FORMATS.pagePath) }), { label: 'Links', itemLabel: (props) => props.fields.text.value || 'A link' }) },
};

const tabs = fields.object({
  label: required('What the tabs are, for screen readers'),
  orientation: choice('Tabs run', ['horizontal', 'vertical']),
  items: fields.array(fields.object({ label: required('Tab'), blocks: fields.blocks(BLOCKS, { label: 'Blocks' }) }), { label: 'Tabs', itemLabel: (props) => props.fields.label.value || 'A tab', validation: { length: { min: 2 } } }),
});

const PAGE_FIELDS = {
  title: fields.slug({ name: { label: 'Title' }, slug: { label: 'Address', description: 'After the site\'s name, such as code-of-conduct: the page answers at /code-of-conduct, and its menu entry must name it.' } }),
  description: required('Description', 'A sentence saying what the page holds, for search engines and link previews.'),
  source: required('Where the words come from'),
  sections: fields.array(fields.object({ heading: text('Heading'), blocks: fields.blocks({ ...BLOCKS, tabs: { label: 'Tabs', schema: tabs } }, { label: 'Blocks', validation: { length: { min: 1 } } }) }), {
    label: 'Sections',
    itemLabel: (props) => props.fields.heading.value || 'A section without a heading',
    validation: { length: { min: 1 } },
  }),
};

const yamlFile = <Schema extends Record<string, ComponentSchema>>(name: EditorSingleton, schema: Schema) =>
  singleton({ label: EDITOR_SINGLETONS[name].label, path: `content/${EDITOR_SINGLETONS[name].file}`, format: { data: 'yaml' }, schema });

const repo = githubRepo(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);

export default config({
  // The browser and the API agree on this: the repository is fixed at build (lib/editor/mode.ts decides on the server).
  storage: repo ? { kind: 'github', repo, branchPrefix: 'office/' } : { kind: 'local' },
  ui: { brand: { name: 'KVNS school office' } },
  collections: {
    pages: collection({ label: "The school's pages", path: `content/${EDITOR_PAGES_FOLDER}/*`, format: { data: 'yaml' }, slugField: 'title', schema: PAGE_FIELDS }),
  },
  singletons: {
    school: yamlFile('school', editorFields(SCHOOL_SHAPE.fields)),
    fees: yamlFile('fees', editorFields(FEES_SHAPE.fields)),
    facts: yamlFile('facts', editorFields(FACTS_SHAPE.fields)),
    timings: yamlFile('timings', editorFields(TIMINGS_SHAPE.fields)),
    home: yamlFile('home', editorFields(HOME_SHAPE.fields)),
    rules: yamlFile('rules', editorFields(RULES_SHAPE.fields)),
    prospectus: yamlFile('prospectus', editorFields(PROSPECTUS_SHAPE.fields)),
    photos: yamlFile('photos', editorFields(PHOTOS_SHAPE.fields)),
    documents: yamlFile('documents', editorFields(DOCUMENTS_SHAPE.fields)),
    videos: yamlFile('videos', editorFields(VIDEOS_SHAPE.fields)),
  },
});
