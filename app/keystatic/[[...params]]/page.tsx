import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import OfficeBar from '@/components/editor/OfficeBar';
import OfficeEditor from '@/components/editor/OfficeEditor';
import { editorMode } from '@/lib/editor/mode';
import { pendingItems } from '@/lib/content/office';
import { problemsOnDisk } from '@/lib/editor/saveCheck';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Editor', robots: { index: false, follow: false } };

export default function EditorPage() {
  const mode = editorMode(process.env, process.cwd());
  if (!mode) notFound();
  const root = mode.kind === 'local' ? mode.root : process.cwd();
  const missing = problemsOnDisk(root).length > 0 ? 'broken' : pendingItems(root).length;
  return (
    <>
      <OfficeBar mode={mode} missing={missing} />
      <OfficeEditor />
    </>
  );
}
