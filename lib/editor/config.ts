// The office's editor (/keystatic) over content/: each file's fields made from its shape
// (lib/content/fileShapes.ts), the one the build checks, so a value the build would refuse cannot be saved.
import { collection, config, singleton, type ComponentSchema } from '@keystatic/core';
import { DOCUMENTS_SHAPE, PAGE_SHAPE, FACTS_SHAPE, FEES_SHAPE, HOME_SHAPE, PHOTOS_SHAPE, PROSPECTUS_SHAPE, RULES_SHAPE, SCHOOL_SHAPE, TIMINGS_SHAPE, VIDEOS_SHAPE } from '@/lib/content/fileShapes';
import { editorFields, slugField } from './fields';
import { EDITOR_PAGES_FOLDER, EDITOR_SINGLETONS, type EditorSingleton } from './files';
import { githubRepo } from './mode';


const yamlFile = <Schema extends Record<string, ComponentSchema>>(name: EditorSingleton, schema: Schema) =>
  singleton({ label: EDITOR_SINGLETONS[name].label, path: `content/${EDITOR_SINGLETONS[name].file}`, format: { data: 'yaml' }, schema });

const repo = githubRepo(process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO);

export default config({
  // The browser and the API agree on this: the repository is fixed at build (lib/editor/mode.ts decides on the server).
  storage: repo ? { kind: 'github', repo, branchPrefix: 'office/' } : { kind: 'local' },
  ui: {
    brand: { name: 'KVNS school office' },
    // Grouped by what the office does, not by how the files are kept.
    navigation: {
      'Contact and legal details': ['school'],
      'Fees and hours': ['fees', 'timings'],
      Pages: ['pages', 'home', 'facts', 'rules', 'prospectus'],
      'Photos, videos and documents': ['photos', 'videos', 'documents'],
    },
  },
  collections: {
    pages: collection({
      label: "The school's pages",
      path: `content/${EDITOR_PAGES_FOLDER}/*`,
      format: { data: 'yaml' },
      // Listed by their titles; in local mode a Preview link opens the public page.
      columns: ['title'],
      ...(repo ? {} : { previewUrl: '/{slug}' }),
      slugField: 'title',
      schema: { ...editorFields(PAGE_SHAPE.fields), title: slugField(PAGE_SHAPE.fields.title) },
    }),
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
