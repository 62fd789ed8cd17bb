import { answerEarlierBuildPost } from '@/lib/entry/earlierBuildPost';

export async function POST(request: Request, { params }: { params: Promise<{ page: string }> }): Promise<Response> {
  return answerEarlierBuildPost(request, (await params).page);
}
