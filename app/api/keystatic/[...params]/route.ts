import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { revalidatePath } from 'next/cache';
import editorConfig from '@/lib/editor/config';
import { editorMode } from '@/lib/editor/mode';
import { pagesSaved, readSaveRequest, saveProblems, type SaveRequest } from '@/lib/editor/saveCheck';

export const dynamic = 'force-dynamic';

// The mode follows the environment, fixed for the process: decided, and Keystatic's handler made, once.
const mode = editorMode(process.env, process.cwd());
const handler =
  mode && makeGenericAPIRouteHandler({ config: editorConfig, ...(mode.kind === 'local' ? { localBaseDirectory: mode.root } : {}) }, { slugEnvName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG' });

/** A local save, read from its body; null for any other request. */
async function localSave(request: Request): Promise<SaveRequest | null> {
  if (mode?.kind !== 'local' || request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/api/keystatic/update')) return null;
  return readSaveRequest(await request.clone().json().catch(() => null));
}

/** The answer to a save the build would refuse, with what to mend (Keystatic shows its words above the form); null to go on. */
function refusedSave(save: SaveRequest): Response | null {
  if (mode?.kind !== 'local') return null;
  const problems = saveProblems(mode.root, save);
  return problems.length === 0 ? null : new Response(`Not saved, nothing was written. ${problems.join(' ')}`, { status: 422, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** Keystatic's API where the editor is on (lib/editor/mode.ts), writing local edits under its root once the build's check passes; 404 elsewhere. */
async function editorApi(request: Request): Promise<Response> {
  if (!handler) return new Response('Not Found', { status: 404 });
  const save = await localSave(request);
  const refused = save && refusedSave(save);
  if (refused) return refused;
  const { body, headers, status } = await handler(request);
  // A page's file is read as the page is drawn (lib/content/pages): the pages this save wrote are drawn again at their next visit.
  if (save && status === 200) for (const page of pagesSaved(save)) revalidatePath(page);
  // A copy the Response owns: the handler's bytes may be a view into a larger buffer.
  return new Response(body instanceof Uint8Array ? new Uint8Array(body) : body, { status, headers });
}

export const GET = editorApi;
export const POST = editorApi;
