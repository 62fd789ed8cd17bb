import { enquirySchema, validate } from '@/lib/forms/schemas';
import {
  BodyTooLargeError,
  FORM_ERRORS,
  forwardToProvider,
  guard,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  json,
  pickText,
  readBody,
  schoolCode,
  SUCCESS_MESSAGE,
} from '@/lib/forms/server';

/** An enquiry is a few short fields; nothing real comes near this. */
const MAX_BODY_BYTES = 32 * 1024;
const FIELDS = ['name', 'email', 'phone', 'messageTitle', 'message', 'date', 'gender', 'location', 'address', 'class'] as const;

export async function POST(request: Request): Promise<Response> {
  const refused = guard('enquiry', request);
  if (refused) return refused;
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return json(400, { error: FORM_ERRORS.badRequest });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(await readBody(request, MAX_BODY_BYTES)));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json(413, { error: FORM_ERRORS.tooLarge });
    return json(400, { error: FORM_ERRORS.badRequest });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return json(400, { error: FORM_ERRORS.badRequest });
  const body = raw as Record<string, unknown>;
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) return json(200, { ok: true, message: SUCCESS_MESSAGE });

  const result = await validate(enquirySchema, pickText(body, FIELDS));
  if (!result.ok) return json(422, { errors: result.errors });
  return forwardToProvider('Admission', JSON.stringify({ ...result.value, schoolcode: schoolCode }), 'application/json');
}
