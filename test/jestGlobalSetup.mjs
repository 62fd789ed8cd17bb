// One temporary folder for the whole jest run: every test's keys, stores and outboxes go under it
// (TMPDIR, which os.tmpdir() reads), and jestGlobalTeardown.mjs removes it, even after a failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-jest-'));
  process.env.KVNS_JEST_TMPDIR = folder;
  process.env.TMPDIR = folder;
}
