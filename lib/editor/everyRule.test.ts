/**
 * Every rule of every file's shape, editor and build alike: each field with a rule of its own (given, a
 * length, a format, a bound, an option) is found by walking the shapes the editor saves, and for each a value
 * that keeps the rule and values that break it are read by Keystatic's own reading of the editor's field and
 * by the build's check. Both accept the one and refuse the others. Rules across fields (a `refined` shape,
 * "Confirmed by" once an item is the office's) are the build's check run by the editor's Save
 * (lib/editor/saveCheck.ts), tested in saveCheck.test.ts. Keystatic is an ES module jest cannot load, so the
 * readings are made in a Node process of their own, loading the site's TypeScript through test/sourceImports.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

const READER = `
  import { registerSourceImports } from './test/sourceImports.ts';
  registerSourceImports(process.cwd());
  const { editorField } = await import('./lib/editor/fields.ts');
  const { checkShape } = await import('./lib/content/shape.ts');
  const { FORMATS } = await import('./lib/content/formats.ts');
  const shapes = await import('./lib/content/fileShapes.ts');
  /** A value each format takes. */
  const KEEPS = { phone: '+91 22 2345 6789', email: 'office@example.org', link: 'https://example.org/a', fileAddress: '/images/a.jpg', pinCode: '400064', isoDate: '2026-12-01', clock: '7:40', period: '12 months', schoolYear: '2026-27', pageAddress: 'open-day-2027', pagePath: '/toppers', colour: '#12355b', anyText: 'Words' };
  const formatName = (format) => Object.keys(FORMATS).find((name) => FORMATS[name] === format);
  /** For a field with rules of its own: a value keeping them, and one breaking each. */
  function samples(shape) {
    switch (shape.kind) {
      case 'text': {
        const name = shape.format ? formatName(shape.format) : undefined;
        const keeps = name ? KEEPS[name] : 'x'.repeat(Math.max(shape.min ?? 1, 1));
        const breaks = [];
        if (!shape.optional) breaks.push(['left empty', '']);
        if (name && name !== 'anyText') breaks.push(['not its format', 'not ' + name + ' %']);
        if (shape.max !== undefined) breaks.push(['too long', 'x'.repeat(shape.max + 1)]);
        if (shape.min !== undefined && shape.min > 1) breaks.push(['too short', 'x'.repeat(shape.min - 1)]);
        return { keeps, breaks };
      }
      case 'integer':
      case 'number': {
        const keeps = shape.min ?? (shape.max !== undefined ? Math.min(0, shape.max) : 0);
        const breaks = [['not a number', 'twelve']];
        if (shape.kind === 'integer') breaks.push(['not whole', keeps + 0.5]);
        if (shape.min !== undefined) breaks.push(['below its least', shape.min - 1]);
        if (shape.max !== undefined) breaks.push(['above its most', shape.max + 1]);
        if (shape.kind === 'integer' && !shape.optional) breaks.push(['left empty', null]);
        return { keeps, breaks };
      }
      case 'select':
        return { keeps: shape.options[0], breaks: [['not an option', 'none-of-these']] };
      case 'multiselect':
        return { keeps: shape.options.slice(0, Math.max(shape.min ?? 1, 1)), breaks: [['not an option', ['none-of-these']], ...(shape.min ? [['too few', []]] : [])] };
      case 'date':
        return { keeps: '2026-12-01', breaks: [['not a date', 'first of December']] };
      default:
        return null;
    }
  }
  /** The shapes inside a shape, each with its place. */
  function inner(shape) {
    switch (shape.kind) {
      case 'object': return Object.entries(shape.fields);
      case 'array': return [['[item]', shape.element]];
      case 'group': return [['[item]', shape.item]];
      case 'supplied': return [['value', shape.value]];
      case 'refined': return [['', shape.shape]];
      case 'blocks': return Object.entries(shape.kinds).map(([name, kind]) => ['[' + name + ']', kind.shape]);
      default: return [];
    }
  }
  const readings = [];
  const seen = new Set();
  function walk(shape, where) {
    const found = samples(shape);
    // A field with no rule of its own (an optional caption of any words) has nothing to break.
    if (found && found.breaks.length > 0 && !seen.has(shape)) {
      seen.add(shape);
      const accepts = (read) => { try { read(); return true; } catch { return false; } };
      const field = editorField(shape);
      const read = (value) => ({ editor: accepts(() => field.reader.parse(value)), build: accepts(() => checkShape(shape, value, 'f')) });
      readings.push({ where, keeps: { value: found.keeps, ...read(found.keeps) }, breaks: found.breaks.map(([rule, value]) => ({ rule, value, ...read(value) })) });
    }
    for (const [name, child] of inner(shape)) walk(child, name ? where + '.' + name : where);
  }
  for (const [name, shape] of Object.entries(shapes)) if (name.endsWith('_SHAPE')) walk(shape, name);
  console.log(JSON.stringify(readings));
`;

type Reading = { editor: boolean; build: boolean };
const run = spawnSync(process.execPath, ['--input-type=module', '-e', READER], { cwd: ROOT, encoding: 'utf8' });
const READINGS = JSON.parse(run.stdout || '[]') as { where: string; keeps: Reading & { value: unknown }; breaks: (Reading & { rule: string; value: unknown })[] }[];

test('the rules are read from every file the editor saves', () => {
  expect(run.stderr).toBe('');
  // The school's details, fees, hours, pages, photos, documents, videos: well over a field each.
  expect(READINGS.length).toBeGreaterThan(40);
  expect([...new Set(READINGS.map(({ where }) => where.split('.')[0]))]).toEqual(expect.arrayContaining(['SCHOOL_SHAPE', 'FEES_SHAPE', 'TIMINGS_SHAPE', 'PAGE_SHAPE', 'PHOTOS_SHAPE']));
});

test.each(READINGS.map((reading) => [reading.where, reading]))('%s: the editor and the build both take a value keeping its rules, and both refuse one breaking each', (_where, { keeps, breaks }) => {
  expect(keeps).toMatchObject({ editor: true, build: true });
  expect(breaks.length).toBeGreaterThan(0);
  for (const broken of breaks) expect(broken).toMatchObject({ rule: broken.rule, editor: false, build: false });
});
