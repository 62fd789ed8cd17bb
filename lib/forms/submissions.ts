import 'server-only';
import { checkFileContent } from './fileContent';
import { MESSAGES } from './fields';
import { HONEYPOT_FIELD, isHoneypotFilled, pickText } from './input';
import { OFFICE } from '../content/school';
import { ageQuestion, careerSchema, enquirySchema, problemSchema, validate, withdrawalSchema, type EnquiryContext } from './schemas';
import { FILE_KINDS, kindFromName, MAX_UPLOAD_BYTES, safeFileName, UPLOAD_TOO_LARGE } from './upload';
import { newReference } from './outbox/reference';
import { isReferenceRateLimited } from './formPost';
import type { OutboxPost } from './delivery';

/** The post to send, the field messages, or a bot, however the post came. */
export type CheckedPost =
  | { kind: 'valid'; post: OutboxPost }
  | { kind: 'invalid'; errors: Record<string, string>; tooLarge?: boolean }
  /** The honeypot was filled: answered as a success, sent nowhere. */
  | { kind: 'bot'; reference: string };

export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'messageTitle', 'message', 'date', 'gender', 'location', 'address', 'class', 'guardian', 'ageConfirmed'] as const;
export const CAREER_FIELDS = ['name', 'email', 'phone'] as const;
export const WITHDRAWAL_FIELDS = ['reference', 'sentForm', 'sentAround', 'name', 'email'] as const;
export const PROBLEM_FIELDS = ['name', 'email', 'page', 'message'] as const;

const honeypot = (source: Record<string, unknown> | FormData) => (source instanceof FormData ? source.get(HONEYPOT_FIELD) : source[HONEYPOT_FIELD]);

export async function checkEnquiry(source: Record<string, unknown> | FormData): Promise<CheckedPost> {
  if (isHoneypotFilled(honeypot(source))) return { kind: 'bot', reference: newReference() };
  const context: EnquiryContext = { usualAges: OFFICE.usualAges };
  const result = await validate(enquirySchema, pickText(source, ENQUIRY_FIELDS), context);
  if (!result.ok) return { kind: 'invalid', errors: result.errors };
  const { guardian: _declared, ageConfirmed, ...fields } = result.value;
  // Told to the office only where the parent answered the age question.
  const dateConfirmed = ageConfirmed === 'yes' && ageQuestion(fields.date, fields.class, context.usualAges) !== null;
  return { kind: 'valid', post: { reference: newReference(), form: 'enquiry', fields, ...(dateConfirmed ? { dateConfirmed } : {}) } };
}

export async function checkWithdrawal(source: Record<string, unknown> | FormData): Promise<CheckedPost> {
  if (isHoneypotFilled(honeypot(source))) return { kind: 'bot', reference: newReference() };
  const result = await validate(withdrawalSchema, pickText(source, WITHDRAWAL_FIELDS));
  if (!result.ok) return { kind: 'invalid', errors: result.errors };
  // Counted by the reference given, found or not, so the answer tells nothing of whether it exists.
  if (result.value.reference && (await isReferenceRateLimited(result.value.reference))) return { kind: 'invalid', errors: { reference: MESSAGES.referenceTooOften } };
  return { kind: 'valid', post: { reference: newReference(), form: 'withdrawal', fields: result.value } };
}

export async function checkProblem(source: Record<string, unknown> | FormData): Promise<CheckedPost> {
  if (isHoneypotFilled(honeypot(source))) return { kind: 'bot', reference: newReference() };
  const result = await validate(problemSchema, pickText(source, PROBLEM_FIELDS));
  if (!result.ok) return { kind: 'invalid', errors: result.errors };
  return { kind: 'valid', post: { reference: newReference(), form: 'problem', fields: result.value } };
}

/** `client` puts the file in its sender's turn for a worker. */
export async function checkCareer(form: FormData, client?: string): Promise<CheckedPost> {
  if (isHoneypotFilled(honeypot(form))) return { kind: 'bot', reference: newReference() };
  const files = form.getAll('attachments').filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
  const result = await validate(careerSchema, { ...pickText(form, CAREER_FIELDS), attachments: files[0] });
  if (!result.ok) return { kind: 'invalid', errors: result.errors };
  if (files.length !== 1) return { kind: 'invalid', errors: { attachments: MESSAGES.attachmentRequired } };

  const file = files[0]!;
  if (file.size > MAX_UPLOAD_BYTES) return { kind: 'invalid', errors: { attachments: UPLOAD_TOO_LARGE }, tooLarge: true };
  const kind = kindFromName(file.name);
  if (!kind) return { kind: 'invalid', errors: { attachments: MESSAGES.attachmentType } };
  // Judged in a worker: its first bytes must say the kind its name says, then its structure is read.
  const content = await checkFileContent(kind, new Uint8Array(await file.arrayBuffer()), { client });
  if (!content.ok) return { kind: 'invalid', errors: { attachments: content.message } };

  const { name, email, phone } = result.value;
  return {
    kind: 'valid',
    post: {
      reference: newReference(),
      form: 'career',
      fields: { name, email, phone },
      file: { name: safeFileName(file.name, kind), type: FILE_KINDS[kind].mime, bytes: content.bytes },
    },
  };
}
