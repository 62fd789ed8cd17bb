// @ts-check
// Chrome (136+) compiles every function of a script that starts with this comment eagerly, on a
// background thread while the script streams in. Without it V8 compiles each function lazily, on the
// main thread, the first time it runs: for React and Next's router that is most of the long task
// that hydration starts with. docs/performance.md has the before and after.
const fs = require('node:fs');
const path = require('node:path');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The client chunks of a build: everything the browser may run, at start or on demand.
 * @param {string} distDir
 */
function clientChunks(distDir) {
  const chunksDir = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(chunksDir)) return [];
  return fs
    .readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(chunksDir, file));
}

/**
 * Puts the hint at the top of every client chunk, once. Chunks are named by a hash of what the bundler
 * wrote, so a file keeps its name; the hint is a comment, so what the script does is unchanged.
 * @param {string} distDir
 * @returns {number} how many files gained the hint
 */
function addCompileHints(distDir) {
  let hinted = 0;
  for (const file of clientChunks(distDir)) {
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    hinted += 1;
  }
  return hinted;
}

/**
 * For next.config.js's `compiler.runAfterProductionCompile`: runs after the bundler, before prerendering.
 * @param {{ projectDir: string, distDir: string }} build
 */
async function runAfterProductionCompile({ projectDir, distDir }) {
  addCompileHints(path.resolve(projectDir, distDir));
}

module.exports = { COMPILE_HINT, addCompileHints, runAfterProductionCompile };
