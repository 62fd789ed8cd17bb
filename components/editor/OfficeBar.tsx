// The line above the office's editor: what the site still needs, how urgent news reaches parents, and
// after each save what was saved and when parents see it. Keystatic's own screens cannot hold these.
import type { EditorMode } from '@/lib/editor/mode';
import { saveNotices } from '@/lib/editor/missing';
import SaveNotice from './SaveNotice';
import styles from './OfficeBar.module.css';

export default function OfficeBar({ mode, missing }: { mode: NonNullable<EditorMode>; missing: number | 'broken' }) {
  const notices = saveNotices(mode)!;
  return (
    <aside aria-label="The office's notes" className={styles.bar}>
      <p>
        <a href="/keystatic/missing">
          {missing === 'broken' ? 'What the site still needs: first, a file to mend' : missing === 0 ? 'What the site still needs: nothing' : `What the site still needs: ${missing} items`}
        </a>
      </p>
      <p>Urgent news, such as a closure for heavy rain: send it as a notification in the content service; every page shows it at its top within seconds.</p>
      <SaveNotice {...notices} />
    </aside>
  );
}
