import 'server-only';
import { FORM_ERRORS, SUCCESS_MESSAGE } from './messages';
import { json } from '@/lib/http/request';
import { readFormPost } from './formPost';
import { sendPost } from './send';
import type { CheckedPost } from './submissions';
import { recordChecked } from './outcomes';
import type { FormName } from './delivery';

/** 200 `{ ok, message, reference, delivered }` (false: saved, on its way), 422/413 field messages, 502–504 `{ error }`. */
export async function answerCheckedPost(form: FormName, checked: CheckedPost): Promise<Response> {
  recordChecked(form, checked);
  if (checked.kind === 'bot') return json(200, { ok: true, message: SUCCESS_MESSAGE, reference: checked.reference, delivered: true });
  if (checked.kind === 'invalid') {
    return checked.tooLarge ? json(413, { error: checked.errors.attachments }) : json(422, { errors: checked.errors });
  }
  const sent = await sendPost(checked.post);
  if (sent.kind === 'failed') return json(sent.status, { error: sent.message });
  return json(200, { ok: true, message: SUCCESS_MESSAGE, reference: sent.reference, delivered: sent.delivered });
}

/** A body's bounds, as the route's rule gives them (lib/entry/requestRules.ts, BODY_RULES). */
interface BodyBounds {
  maxBytes: number;
  deadlineMs: number;
}

/** A form's JSON post (enquiry, withdrawal, problem report), read within its route's bounds, checked, sent and answered. */
export async function answerJsonPost(request: Request, form: Exclude<FormName, 'career'>, { maxBytes, deadlineMs }: BodyBounds, check: (raw: Record<string, unknown>) => Promise<CheckedPost>): Promise<Response> {
  const post = await readFormPost(request, { form, contentType: 'application/json', maxBytes, deadlineMs, tooLargeMessage: FORM_ERRORS.tooLarge });
  if ('refused' in post) return post.refused;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(post.body));
  } catch {
    return json(400, { error: FORM_ERRORS.badRequest });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return json(400, { error: FORM_ERRORS.badRequest });
  return answerCheckedPost(form, await check(raw as Record<string, unknown>));
}
