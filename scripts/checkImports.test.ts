import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { directImportProblems, layerViolations, LAYERS } from './check-imports.mjs';

type Check = (lib?: string, layers?: string[][]) => { violations: string[]; unknown: string[] };
const check = layerViolations as Check;

const made: string[] = [];

/** A lib/ of the test's own: each file's text by its path under lib/. */
function project(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-layers-'));
  made.push(folder);
  const lib = path.join(folder, 'lib');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(lib, name)), { recursive: true });
    fs.writeFileSync(path.join(lib, name), text);
  }
  return lib;
}

afterAll(() => made.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

test('an import down the layers passes; one back up, one between folders of a row, and a folder in no layer are named', () => {
  const layers = [['base'], ['left', 'right'], ['top']];
  const lib = project({
    'base/a.ts': "export const a = 1;\n",
    'left/b.ts': "import { a } from '../base/a';\nimport type { T } from '@/lib/base/types';\nexport const b = a;\n",
    'right/c.ts': "export const c = () => import('../left/b');\n",
    'top/d.ts': "import { b } from '@/lib/left/b';\nimport x from 'yup';\nexport const d = [b, x];\n",
    'base/e.ts': "import { d } from '../top/d.ts';\nexport const e = d;\n",
    'base/e.test.ts': "import { d } from '../top/d';\n",
    'stray/f.ts': "export const f = 1;\n",
  });
  const { violations, unknown } = check(lib, layers);
  expect([...violations].sort()).toEqual(['lib/base/e.ts imports ../top/d.ts (base may not import top)', 'lib/right/c.ts imports ../left/b (right may not import left)']);
  expect(unknown).toEqual(['stray']);
});

test('an import from lib/ into components/ or app/ is named, by either way of writing it', () => {
  const lib = project({
    'base/a.ts': "import { View } from '@/components/blocks/View';\nexport const a = View;\n",
    'base/b.ts': "import type { P } from '../../app/page';\nexport const b = 1;\n",
    'base/c.ts': "import { a } from './a';\nexport const c = a;\n",
  });
  const { violations } = check(lib, [['base']]);
  expect([...violations].sort()).toEqual(['lib/base/a.ts imports @/components/blocks/View (lib/ imports nothing from components/)', 'lib/base/b.ts imports ../../app/page (lib/ imports nothing from app/)']);
});

test("the project's own lib/ has every folder in a layer and no import back up", () => {
  const { violations, unknown } = check();
  expect(unknown).toEqual([]);
  expect(violations).toEqual([]);
  expect((LAYERS as string[][]).flat()).toContain('entry');
});

test('a file Node loads itself may not name an import by `@/` or without its extension; types alone and packages may', () => {
  const lib = project({
    'a.ts': "import { b } from './b.ts';\nimport type { T } from './types';\nimport yup from 'yup';\nexport const a = [b, yup];\n",
    'b.ts': "import { c } from './c';\nexport const b = () => import('@/lib/d.ts');\nexport { c };\n",
    'c.ts': "export const c = 1;\n",
  });
  const problems = (directImportProblems as (root: string, roots: string[]) => string[])(path.dirname(lib), ['lib/a.ts']);
  expect(problems).toEqual([
    'lib/b.ts imports ./c: Node loads this file itself, so name the file with its extension',
    'lib/b.ts imports @/lib/d.ts: Node loads this file itself, so name it by a relative path',
  ]);
  expect((directImportProblems as () => string[])()).toEqual([]);
});
