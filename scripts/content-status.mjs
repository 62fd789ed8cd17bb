// What the school office has still to supply (the pending items of content/*.yaml), most important first,
// each with where it goes and what to type.
//   npm run content:status            prints the list; exits 0 whatever it holds, 1 when a file cannot be read
//   npm run content:status -- <dir>   the same for another checkout's content/ (the editor's CONTENT_EDITOR_ROOT)
// `next build` prints the same list (next.config.js).
import { pendingItems } from '../lib/content/office.ts';

/** The items, or the words of what stops the files being read (no stack trace: the office reads this). */
function pendingOrProblem() {
  try {
    return pendingItems(process.argv[2] ?? process.cwd());
  } catch (error) {
    console.error(`content: the site cannot be built from content/ until this is mended:\n  ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const pending = pendingOrProblem();
if (pending.length === 0) console.log('content: nothing pending; every item is supplied by the office.');
else {
  console.log(`content: ${pending.length} items the school office has still to supply, most important first. Until then the site says "The school office will publish … here."`);
  pending.forEach(({ file, item, what, format }, index) => {
    console.log(`\n${index + 1}. ${what}\n   where: ${file}, ${item}${format ? `\n   type:  ${format}` : ''}`);
  });
  console.log('\nTo publish an item, open the editor (/keystatic), fill it in, set "Where it comes from" to Office and say who');
  console.log('confirmed it and when ("Confirmed by"); by hand, write its `value`, `source: office` and `confirmed`. The next build');
  console.log('checks it and shows it on every page that uses it.');
}
