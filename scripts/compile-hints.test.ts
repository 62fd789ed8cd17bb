/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_HINT, addCompileHints, runAfterProductionCompile } = require('./compile-hints.js') as typeof import('./compile-hints.js');

function buildOutput(files: Record<string, string>) {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), text);
  }
  return distDir;
}
const read = (distDir: string, file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');

describe('compile hints on client chunks', () => {
  it('puts the hint on the first line of every client chunk, nested ones too, and leaves the rest as it was', () => {
    const distDir = buildOutput({
      'static/chunks/app.js': 'console.log(1);',
      'static/chunks/app/page.js': 'console.log(2);',
      'static/chunks/styles.css': 'body{margin:0}',
      'static/build-id/_buildManifest.js': 'self.__BUILD_MANIFEST={};',
      'server/page.js': 'module.exports={};',
    });
    expect(addCompileHints(distDir)).toBe(2);
    expect(read(distDir, 'static/chunks/app.js')).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(read(distDir, 'static/chunks/app/page.js')).toBe(`${COMPILE_HINT}console.log(2);`);
    expect(read(distDir, 'static/chunks/styles.css')).toBe('body{margin:0}');
    expect(read(distDir, 'static/build-id/_buildManifest.js')).toBe('self.__BUILD_MANIFEST={};');
    expect(read(distDir, 'server/page.js')).toBe('module.exports={};');
  });

  it('adds the hint once, however often the build step runs', async () => {
    const distDir = buildOutput({ 'static/chunks/app.js': 'run();' });
    await runAfterProductionCompile({ projectDir: path.dirname(distDir), distDir: path.basename(distDir) });
    expect(addCompileHints(distDir)).toBe(0);
    expect(read(distDir, 'static/chunks/app.js')).toBe(`${COMPILE_HINT}run();`);
  });

  it('writes the comment Chrome looks for', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('is what next.config.js runs after compiling', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nextConfig = require('../next.config.js') as { compiler?: { runAfterProductionCompile?: unknown } };
    expect(nextConfig.compiler?.runAfterProductionCompile).toBe(runAfterProductionCompile);
  });
});
