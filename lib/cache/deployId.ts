import fs from 'node:fs';
import path from 'node:path';
import { settings } from '../server/settings.ts';

/**
 * The deploy this server runs: DEPLOY_ID when the platform sets one, else the build's own id. Shared
 * cache keys carry it, so a new deploy never reads the pages of the last one.
 */
export function deployId(): string {
  const { deployId: given, distDir } = settings;
  if (given) return given;
  try {
    return fs.readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}
