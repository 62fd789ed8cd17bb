import fs from 'node:fs';
import path from 'node:path';

/** The compared page's HTML as text (written by the benchmark before it builds this app): the same bytes to send. */
const body = fs.readFileSync(path.join(process.cwd(), 'body.html'), 'utf8');

export default function Page() {
  return <main dangerouslySetInnerHTML={{ __html: body }} />;
}
