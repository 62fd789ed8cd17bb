import { NO_STORE } from '@/lib/http/cacheControl';
import { listOf } from '@/lib/provider/lists';

/** The highlights for the home ticker's refresh in the browser (the provider is never called from there). */
export async function GET(): Promise<Response> {
  try {
    return Response.json({ highlights: await listOf('highlights') }, { headers: { 'cache-control': 'public, max-age=60' } });
  } catch {
    return Response.json({ error: 'the content service is not answering' }, { status: 502, headers: NO_STORE });
  }
}
