import { answerCheckedPost } from '@/lib/forms/answers';
import { FORM_ERRORS } from '@/lib/forms/messages';
import { json } from '@/lib/http/request';
import { readFormPost, senderOf } from '@/lib/forms/formPost';
import { checkCareer } from '@/lib/forms/submissions';
import { CAREER_POST_MAX_BYTES, UPLOAD_TOO_LARGE } from '@/lib/forms/upload';

export async function POST(request: Request): Promise<Response> {
  const post = await readFormPost(request, {
    form: 'career',
    contentType: 'multipart/form-data',
    maxBytes: CAREER_POST_MAX_BYTES,
    // 5 MB in two minutes needs about 350 kbit/s: a slow 3G line still makes it.
    deadlineMs: 120_000,
    tooLargeMessage: UPLOAD_TOO_LARGE,
  });
  if ('refused' in post) return post.refused;
  let form: FormData;
  try {
    const headers = { 'content-type': request.headers.get('content-type') ?? '' };
    form = await new Request('http://form.invalid/', { method: 'POST', headers, body: post.body }).formData();
  } catch {
    return json(400, { error: FORM_ERRORS.badRequest });
  }
  return answerCheckedPost('career', await checkCareer(form, senderOf(request.headers)));
}
