'use client';
// The editor's whole interface, in the browser: only /keystatic loads it, never a public page.
import { makePage } from '@keystatic/next/ui/app';
import editorConfig from '@/lib/editor/config';

export default makePage(editorConfig);
