import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { editorMode } from '@/lib/editor/mode';
import { afterSaving, missingEntries } from '@/lib/editor/missing';
import { pendingItems } from '@/lib/content/office';
import { problemsOnDisk } from '@/lib/editor/saveCheck';
import { capitalised } from '@/lib/content/formats';
import styles from './missing.module.css';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'What the site still needs', robots: { index: false, follow: false } };

/** The office's list of what is still pending, most important first, each linked to where it is filled. */
export default function MissingPage() {
  const mode = editorMode(process.env, process.cwd());
  const saving = afterSaving(mode);
  if (!mode || !saving) notFound();
  const root = mode.kind === 'local' ? mode.root : process.cwd();
  const problems = problemsOnDisk(root);
  // The list is read only from files that build: a file that does not is what to mend first.
  const entries = problems.length === 0 ? missingEntries(pendingItems(root)) : [];
  return (
    <main className={styles.page}>
      <p>
        <a href="/keystatic">Back to the editor</a>
      </p>
      <h1>What the site still needs</h1>
      {problems.length > 0 ? (
        <>
          <h2>First, mend what stops the site being built</h2>
          <p>A file was changed outside the editor, and the site cannot be built from it until this is mended:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      ) : entries.length === 0 ? (
        <p>Nothing: every item is supplied by the office.</p>
      ) : (
        <>
          <p>
            {entries.length} items, most important first. Until each is given, the site says &ldquo;The school office will publish &hellip; here.&rdquo;
          </p>
          <h2>After saving</h2>
          {saving.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <h2>The items</h2>
          <ol className={styles.items}>
            {entries.map((entry) => (
              <li key={`${entry.file} ${entry.item}`}>
                <strong>{capitalised(entry.what)}</strong>
                <dl>
                  <dt>Where</dt>
                  <dd>{entry.screen ? <a href={entry.screen}>{entry.where}</a> : `${entry.where} (the school's web developer changes it)`}</dd>
                  {entry.format && (
                    <>
                      <dt>What to give</dt>
                      <dd>{entry.format}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
    </main>
  );
}
