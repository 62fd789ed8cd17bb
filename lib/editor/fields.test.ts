/**
 * The editor and the build read one shape: for every sample, Keystatic's own reading of the editor's field
 * refuses exactly the values the build's check refuses. Keystatic is an ES module jest cannot load, so the
 * samples are read in a Node process of their own, loading the site's TypeScript as server.ts does.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const READER = `
  import { registerSourceImports } from './lib/server/sourceImports.ts';
  registerSourceImports(process.cwd());
  const { editorField } = await import('./lib/editor/fields.ts');
  const { checkShape, integer, optionalText, text } = await import('./lib/content/shape.ts');
  const { FORMATS } = await import('./lib/content/formats.ts');
  const { FEES_SHAPE, PROSPECTUS_SHAPE } = await import('./lib/content/fileShapes.ts');
  const accepts = (read) => { try { read(); return true; } catch { return false; } };
  const cases = {
    'a required text': [text('Name'), ['', 'Asha', 'x'.repeat(300)]],
    'a text that must fit': [text('Title', { max: 16 }), ['Fees', 'x'.repeat(16), 'x'.repeat(17), '']],
    'an optional PIN': [optionalText('PIN', { format: FORMATS.pinCode }), ['', '400001', '40001', '4000011']],
    'a school year': [text('Year', { format: FORMATS.schoolYear }), ['2026-27', '2026', '', '26-27']],
    'a whole number of rupees': [integer('Fee', { min: 1 }), [1, 1200, 0, -5, 2.5, null]],
    "the prospectus's page title": [PROSPECTUS_SHAPE.fields.pages.element.fields.title, ['Fees 2026-27', 'x'.repeat(17)]],
    "a band's monthly fee": [FEES_SHAPE.fields.bands.element.fields.monthlyTuition, [4500, 0, 4500.5]],
  };
  const readings = Object.fromEntries(Object.entries(cases).map(([name, [shape, samples]]) => [name, samples.map((sample) => ({
    sample,
    editor: accepts(() => editorField(shape).reader.parse(sample)),
    build: accepts(() => checkShape(shape, sample, 'f')),
  }))]));
  console.log(JSON.stringify(readings));
`;

test('for every sample, the editor refuses what the build refuses, and accepts what it accepts', () => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', READER], { cwd: ROOT, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const readings = JSON.parse(run.stdout) as Record<string, { sample: unknown; editor: boolean; build: boolean }[]>;
  expect(Object.keys(readings)).toHaveLength(7);
  for (const [name, samples] of Object.entries(readings)) {
    for (const { sample, editor, build } of samples) expect({ name, sample, editor }).toEqual({ name, sample, editor: build });
    // Each case holds a value both accept and one both refuse: a reading that accepts all would pass nothing.
    expect({ name, outcomes: new Set(samples.map(({ build }) => build)) }).toEqual({ name, outcomes: new Set([true, false]) });
  }
});
