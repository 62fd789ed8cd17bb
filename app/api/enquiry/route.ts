import { enquirySchema, validate } from '@/lib/forms/schemas';
import { FORM_ERRORS, forwardToProvider, HONEYPOT_FIELD, isHoneypotFilled, json, pickText, readFormPost, schoolCode, SUCCESS_MESSAGE } from '@/lib/forms/server';

const FIELDS = ['name', 'email', 'phone', 'messageTitle', 'message', 'date', 'gender', 'location', 'address', 'class'] as const;

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
  const body = raw as Record<string, unknown>;
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) return json(200, { ok: true, message: SUCCESS_MESSAGE });

  const result = await validate(enquirySchema, pickText(body, FIELDS));
  if (!result.ok) return json(422, { errors: result.errors });
  return forwardToProvider('Admission', JSON.stringify({ ...result.value, schoolcode: schoolCode }), 'application/json');
}
