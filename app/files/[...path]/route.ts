import { providerFileResponse } from '@/lib/provider/fileResponse';

/** A provider document or photo from the site's own address (/files/{path}). */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  return providerFileResponse((await params).path, request);
}
