import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import editorConfig from '@/lib/editor/config';
import { editorMode } from '@/lib/editor/mode';

export const dynamic = 'force-dynamic';

// The mode follows the environment, fixed for the process: decided, and Keystatic's handler made, once.
const mode = editorMode(process.env, process.cwd());
const handler =
  mode && makeGenericAPIRouteHandler({ config: editorConfig, ...(mode.kind === 'local' ? { localBaseDirectory: mode.root } : {}) }, { slugEnvName: 'NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG' });

/** Keystatic's API where the editor is on (lib/editor/mode.ts), writing local edits under its root; 404 elsewhere. */
async function editorApi(request: Request): Promise<Response> {
  if (!handler) return new Response('Not Found', { status: 404 });
  const { body, headers, status } = await handler(request);
  // A copy the Response owns: the handler's bytes may be a view into a larger buffer.
  return new Response(body instanceof Uint8Array ? new Uint8Array(body) : body, { status, headers });
}

export const GET = editorApi;
export const POST = editorApi;
