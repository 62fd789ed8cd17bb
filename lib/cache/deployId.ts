import fs from 'node:fs';
import path from 'node:path';
import { settings } from '../server/settings.ts';

/** DEPLOY_ID, else the build's id: shared cache keys carry it so a new deploy never reads the last one's pages. */
export function deployId(): string {
  const { deployId: given, distDir } = settings;
  if (given) return given;
  try {
    return fs.readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}
