import fs from 'node:fs';

export default function teardown() {
  if (process.env.KVNS_JEST_TMPDIR) fs.rmSync(process.env.KVNS_JEST_TMPDIR, { recursive: true, force: true });
}
