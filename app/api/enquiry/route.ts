import { answerCheckedPost } from '@/lib/forms/answers';
import { FORM_ERRORS } from '@/lib/forms/messages';
import { json, readFormPost } from '@/lib/forms/request';
import { checkEnquiry } from '@/lib/forms/submissions';

export async function POST(request: Request): Promise<Response> {
  const post = await readFormPost(request, {
    form: 'enquiry',
    contentType: 'application/json',
    // An enquiry is a few short fields; nothing real comes near this.
    maxBytes: 32 * 1024,
    // A few kilobytes: on the slowest phone line this is a second or two.
    deadlineMs: 15_000,
    tooLargeMessage: FORM_ERRORS.tooLarge,
  });
  if ('refused' in post) return post.refused;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(post.body));
  } catch {
    return json(400, { error: FORM_ERRORS.badRequest });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return json(400, { error: FORM_ERRORS.badRequest });
  return answerCheckedPost('enquiry', await checkEnquiry(raw as Record<string, unknown>));
}
