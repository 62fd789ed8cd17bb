import { providerFileResponse } from '@/lib/provider/serveFile';

type Context = { params: Promise<{ path: string[] }> };

/** A provider document or photo from the site's own address (/files/{path}). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return providerFileResponse((await params).path, request);
}

/** The same answer's headers, with no body read from the provider. */
export const HEAD = GET;
