import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import OfficeEditor from '@/components/editor/OfficeEditor';
import { editorMode } from '@/lib/editor/mode';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Editor', robots: { index: false, follow: false } };

export default function EditorPage() {
  if (!editorMode(process.env, process.cwd())) notFound();
  return <OfficeEditor />;
}
