// Judged twice: every written copy of every object (pdfStructure.ts), then as pdf.js (Firefox's reader)
// opens it through the cross-reference table.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { AnnotationType, getDocument, GlobalWorkerOptions } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { judgePdfStructure } from './pdfStructure.ts';

export type Verdict = import('./judge.ts').Verdict;

/** A CV has a few pages; each page's annotations are read. */
export const MAX_PDF_PAGES = 300;

// pdf.js runs its parser in this thread (its "fake worker"): the sandbox is the thread the check runs in.
GlobalWorkerOptions.workerSrc = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;

/** A link a reader may follow on a click: to the web or to an e-mail address, nothing else. */
const CLICKABLE_ADDRESS = /^(https?:|mailto:)/i;

/**
 * @param target an annotation or an outline item
 */
function opensSomethingElse(target: { url?: string; unsafeUrl?: string; attachment?: unknown; action?: string }) {
  if (target.attachment) return true;
  const address = target.unsafeUrl ?? target.url;
  return address !== undefined && !CLICKABLE_ADDRESS.test(address);
}

function outlineOpensSomethingElse(items: Awaited<ReturnType<import('pdfjs-dist').PDFDocumentProxy['getOutline']>>): boolean {
  return (items ?? []).some((item) => opensSomethingElse((item as never)) || outlineOpensSomethingElse(item.items));
}

/** Scripts, attached files, XFA, and links to anything but the web or e-mail, found as a reader opens the file. */
async function judgeAsReader(bytes: Uint8Array): Promise<'plain' | 'active' | 'unreadable' | 'too complex'> {
  const task = getDocument({
    // pdf.js takes the array over: a copy leaves the caller's bytes intact.
    data: bytes.slice(),
    stopAtErrors: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) return 'unreadable';
    if (document.numPages > MAX_PDF_PAGES) return 'too complex';
    if (document.isPureXfa || (await document.getJSActions()) || (await document.getAttachments())) return 'active';
    if (outlineOpensSomethingElse(await document.getOutline())) return 'active';
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      if (await page.getJSActions()) return 'active';
      const annotations = await page.getAnnotations();
      for (const annotation of annotations) {
        if (annotation.annotationType === AnnotationType.FILEATTACHMENT) return 'active';
        if (annotation.actions && Object.keys(annotation.actions).length > 0) return 'active';
        if (opensSomethingElse(annotation)) return 'active';
      }
      page.cleanup();
    }
    return 'plain';
  } catch {
    return 'unreadable';
  } finally {
    await task.destroy();
  }
}

export async function checkPdf(bytes: Uint8Array): Promise<Verdict> {
  const structure = judgePdfStructure(bytes);
  if (structure === 'encrypted') return { ok: false, reason: 'pdfEncrypted' };
  if (structure === 'too complex') return { ok: false, reason: 'tooComplex' };
  if (structure !== 'plain') return { ok: false, reason: 'pdf' };
  const reader = await judgeAsReader(bytes);
  if (reader === 'too complex') return { ok: false, reason: 'tooComplex' };
  return reader === 'plain' ? { ok: true, bytes } : { ok: false, reason: 'pdf' };
}
