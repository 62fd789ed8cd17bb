import 'server-only';
import { SUCCESS_MESSAGE } from './messages';
import { json } from './request';
import { sendPost } from './send';
import type { CheckedPost } from './submissions';
import { recordChecked } from './outcomes';
import type { FormName } from './delivery';

/**
 * The form routes' JSON answer to a checked post: 200 `{ ok, message, reference, delivered }` (delivered
 * false: saved, and on its way), 422 or 413 with the field messages, 502/503/504 `{ error }`.
 */
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
