// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * The deploy this server runs: DEPLOY_ID when the platform sets one, else the build's own id. Shared
 * cache keys carry it, so a new deploy never reads the pages of the last one.
 * @returns {string}
 */
export function deployId() {
  if (process.env.DEPLOY_ID) return process.env.DEPLOY_ID;
  try {
    return fs.readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}
