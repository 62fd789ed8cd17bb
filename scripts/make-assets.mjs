// Generates the placeholder documents and images the site ships in public/, named so the school can
// drop its own files in place. Run again after changing the lists: node scripts/make-assets.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPdf } from '../demo-provider/files.mjs';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

const DOCUMENTS = {
  'docs/icse-result.pdf': 'ICSE Result',
};

for (const [file, title] of Object.entries(DOCUMENTS)) {
  const target = path.join(publicDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, renderPdf(title));
  console.log(`wrote public/${file}`);
}
