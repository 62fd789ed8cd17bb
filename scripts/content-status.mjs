// What the school office has still to supply (the pending items of content/*.yaml), by file and item.
//   npm run content:status       prints the list; exits 0 whatever it holds
// `next build` prints the same list (next.config.js).
import { pendingItems } from '../lib/content/office.ts';

const pending = pendingItems();
if (pending.length === 0) console.log('content: nothing pending; every item is supplied by the office.');
else {
  console.log(`content: ${pending.length} items the school office has still to supply (shown on the site as "will publish"):`);
  for (const { file, item, what } of pending) console.log(`  ${file}  ${item}: ${what}`);
}
