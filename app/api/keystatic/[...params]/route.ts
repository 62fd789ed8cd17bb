import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import editorConfig from '@/lib/editor/config';
import { editorMode } from '@/lib/editor/mode';
import { readSaveRequest, saveProblems } from '@/lib/editor/saveCheck';

export const dynamic = 'force-dynamic';

// The mode follows the environment, fixed for the process: decided, and Keystatic's handler made, once.
const mode = editorMode(process.env, process.cwd());
const handler =
  mode && makeGenericAPIRouteHandler({ config: editorConfig, ...(mode.kind === 'local' ? { localBaseDirectory: mode.root } : {}) }, { slugEnvName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG' });

/** A local save the build would refuse, answered with what to mend (Keystatic shows the answer's words above the form); null to go on. */
async function refusedSave(request: Request): Promise<Response | null> {
  if (mode?.kind !== 'local' || request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/api/keystatic/update')) return null;
  const save = readSaveRequest(await request.clone().json().catch(() => null));
  const problems = save ? saveProblems(mode.root, save) : [];
  return problems.length === 0 ? null : new Response(`Not saved, nothing was written. ${problems.join(' ')}`, { status: 422, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** Keystatic's API where the editor is on (lib/editor/mode.ts), writing local edits under its root once the build's check passes; 404 elsewhere. */
async function editorApi(request: Request): Promise<Response> {
  if (!handler) return new Response('Not Found', { status: 404 });
  const refused = await refusedSave(request);
  if (refused) return refused;
  const { body, headers, status } = await handler(request);
  // A copy the Response owns: the handler's bytes may be a view into a larger buffer.
  return new Response(body instanceof Uint8Array ? new Uint8Array(body) : body, { status, headers });
}

export const GET = editorApi;
export const POST = editorApi;
