import { answerCheckedPost } from '@/lib/forms/answers';
import { FORM_ERRORS } from '@/lib/forms/messages';
import { json } from '@/lib/http/request';
import { readFormPost, senderOf } from '@/lib/forms/formPost';
import { checkCareer } from '@/lib/forms/submissions';
import { UPLOAD_TOO_LARGE } from '@/lib/forms/upload';
import { BODY_RULES } from '@/lib/entry/requestRules';

export async function POST(request: Request): Promise<Response> {
  const { maxBytes, deadlineMs } = BODY_RULES['/api/career'];
  const post = await readFormPost(request, { form: 'career', contentType: 'multipart/form-data', maxBytes, deadlineMs, tooLargeMessage: UPLOAD_TOO_LARGE });
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
