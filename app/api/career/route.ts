import { MESSAGES } from '@/lib/forms/fields';
import { careerSchema, validate } from '@/lib/forms/schemas';
import { FORM_ERRORS, forwardToProvider, HONEYPOT_FIELD, isHoneypotFilled, json, pickText, readFormPost, schoolCode, SUCCESS_MESSAGE } from '@/lib/forms/server';
import { checkFileContent } from '@/lib/forms/fileContent';
import { checkUpload, FILE_KINDS, MAX_UPLOAD_BYTES, safeFileName, UPLOAD_TOO_LARGE } from '@/lib/forms/upload';

export async function POST(request: Request): Promise<Response> {
  const post = await readFormPost(request, {
    form: 'career',
    contentType: 'multipart/form-data',
    // The file plus room for the other fields and the multipart framing.
    maxBytes: MAX_UPLOAD_BYTES + 64 * 1024,
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
  if (isHoneypotFilled(form.get(HONEYPOT_FIELD))) return json(200, { ok: true, message: SUCCESS_MESSAGE });

  const files = form.getAll('attachments').filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
  const fields = pickText(form, ['name', 'email', 'phone']);
  const result = await validate(careerSchema, { ...fields, attachments: files[0] });
  if (!result.ok) return json(422, { errors: result.errors });
  if (files.length !== 1) return json(422, { errors: { attachments: MESSAGES.attachmentRequired } });

  const file = files[0]!;
  if (file.size > MAX_UPLOAD_BYTES) return json(413, { error: UPLOAD_TOO_LARGE });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const upload = checkUpload(file.name, bytes);
  if (!upload.ok) return json(422, { errors: { attachments: MESSAGES.attachmentType } });
  const content = await checkFileContent(upload.kind, bytes);
  if (!content.ok) return json(422, { errors: { attachments: content.message } });

  const outgoing = new FormData();
  outgoing.set('name', result.value.name);
  outgoing.set('email', result.value.email);
  outgoing.set('phone', result.value.phone);
  outgoing.set('schoolcode', schoolCode);
  outgoing.set('attachments', new Blob([content.bytes as Uint8Array<ArrayBuffer>], { type: FILE_KINDS[upload.kind].mime }), safeFileName(file.name, upload.kind));
  return forwardToProvider('inquiry', outgoing);
}
