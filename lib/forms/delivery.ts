import { settings } from '@/lib/server/settings';
import { providerAuthorization } from '@/lib/provider/authorization';
import { capitalised } from '@/lib/content/formats';
import { WITHDRAWN_FORMS } from './fields';
import type { EnquiryPayload, ProblemFields, WithdrawalFields } from './schemas';

const { formForwardTimeoutMs, providerApiUrl, schoolCode } = settings;

export type FormName = 'enquiry' | 'career' | 'withdrawal' | 'problem';

export interface CareerFields {
  name: string;
  email: string;
  phone: string;
}

export interface CareerFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A validated post, ready for the provider: what the outbox keeps (sealed) until it is delivered. */
export type OutboxPost = (
  /** `dateConfirmed`: the parent confirmed a date of birth outside the office's usual ages for the class. */
  | { reference: string; form: 'enquiry'; fields: EnquiryPayload; dateConfirmed?: boolean }
  | { reference: string; form: 'career'; fields: CareerFields; file: CareerFile }
  /** A request to withdraw consent for an earlier post (`fields.reference`) and erase it: sent to the office as an enquiry is. */
  | { reference: string; form: 'withdrawal'; fields: WithdrawalFields & { erasure?: ErasureOutcome } }
  /** A problem with the website, reported to the office: a name, an e-mail, what went wrong and where. */
  | { reference: string; form: 'problem'; fields: ProblemFields }) & {
  /** An earlier attempt may have reached the provider (it stalled, failed after, or the process stopped mid-send): the office is told. */
  possiblyRepeated?: boolean;
};

/** What the site found when a withdrawal named a post: told to the office with the request, never to the asker. */
export type ErasureOutcome = 'erased' | 'not matched' | 'absent' | 'unchecked' | 'no reference' | 'no copies kept';

/** The office's line for each outcome: whether the asker is the sender is what it must weigh before erasing. */
const ERASURE_CHECK: Record<ErasureOutcome, string> = {
  erased: "This website's check: matched. The e-mail address above is the one the form was sent with, and the website has erased its own copy.",
  'not matched': "This website's check: NOT MATCHED. The e-mail address above is not the one the form was sent with, so the website has kept its copy. Please make sure who is asking before erasing anything.",
  absent: "This website's check: it holds no record of a form with that reference (mistyped, or older than the records it keeps).",
  'no reference': "This website's check: none. No reference was given, so it could not look the form up: find it by the name, e-mail address, form and month above.",
  unchecked: "This website's check: it could not check just now (its store did not answer), so it has kept any copy it holds.",
  'no copies kept': "This website's check: none. It keeps no copies of forms here, so there was nothing to compare.",
};

export type AttemptResult =
  | { outcome: 'delivered' }
  /** Worth trying again: no answer, a timeout, 408, 429, 5xx. `reached`: the provider may have kept it (it answered, or did not in time). */
  | { outcome: 'retry'; reason: string; timedOut?: boolean; reached?: boolean }
  /** The provider refused the post itself (another 4xx): sending it again would not help. */
  | { outcome: 'rejected'; reason: string };

// The provider has no endpoint for withdrawals or problem reports: they go where the office reads enquiries, with a subject of their own.
const PROVIDER_FORM: Record<FormName, string> = { enquiry: 'Admission', career: 'inquiry', withdrawal: 'Admission', problem: 'Admission' };

export function providerFormUrl(form: FormName): string {
  return `${providerApiUrl}/api/form/${encodeURIComponent(schoolCode)}/${PROVIDER_FORM[form]}`;
}

/** What a provider's status means for the post. */
export function outcomeOfStatus(status: number): AttemptResult {
  if (status >= 200 && status < 300) return { outcome: 'delivered' };
  const reason = `provider answered ${status}`;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { outcome: 'rejected', reason };
  // A provider that stored the post and then failed (a 503 after saving) answers like one that did not.
  return { outcome: 'retry', reason, reached: true };
}

/** What every enquiry's sender declared (the form refuses one without it): kept with the consent and told to the office. */
export const GUARDIAN_DECLARATION = "the sender declared that they are the child's parent or lawful guardian";

export const PROBLEM_SUBJECT = 'A problem with the website';

export const WITHDRAWAL_SUBJECT = 'Withdrawal of consent and erasure request';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What the office reads: which post (by its reference, or by form and month), and what is asked of it. */
export function withdrawalMessage({ reference, sentForm, sentAround }: Pick<WithdrawalFields, 'reference' | 'sentForm' | 'sentAround'>): string {
  const ask = 'Please erase the personal data it carried and stop using it, and confirm to me by e-mail.';
  if (reference) return `I withdraw my consent for the form sent with reference ${reference}. ${ask}`;
  const [year, month] = sentAround.split('-');
  const form = WITHDRAWN_FORMS[sentForm as keyof typeof WITHDRAWN_FORMS] ?? 'form';
  return `I withdraw my consent for the ${form} I sent in ${MONTHS[Number(month) - 1]} ${year}, whose reference I do not have: please find it by my name and e-mail address. ${ask}`;
}

const DECLARED_LINE = `${capitalised(GUARDIAN_DECLARATION)}.`;
/** Beside an enquiry whose parent answered the form's age question. */
export const DATE_CONFIRMED_LINE = "The sender confirmed the child's date of birth, which is outside the usual ages the school gives for the class.";

/** Said beside the reference of a post an earlier attempt may already have brought the office. */
export const POSSIBLE_REPEAT = 'sent again: the office may already have this post under the same reference';

/** The reference as the office reads it, saying when the post may be a repeat. */
const referenceText = (post: Pick<OutboxPost, 'reference' | 'possiblyRepeated'>) => (post.possiblyRepeated ? `${post.reference} (${POSSIBLE_REPEAT})` : post.reference);

/** A JSON post to the office, its reference on the message's last line after `gap`, and the school code added. */
function officeMessage(post: Pick<OutboxPost, 'reference' | 'possiblyRepeated'>, fields: { message: string } & Record<string, string>, gap = '\n\n') {
  return { body: JSON.stringify({ ...fields, message: `${fields.message}${gap}Reference: ${referenceText(post)}`, schoolcode: schoolCode }), contentType: 'application/json' };
}

// The reference rides where the office reads it (an enquiry's last line; an application's `reference` field
// and file name), so a duplicate shows it, and as the request's Idempotency-Key (deliveryHeaders), which a
// provider that keeps keys uses to store a retried post once.
export function providerBody(post: OutboxPost): { body: BodyInit; contentType?: string } {
  if (post.form === 'withdrawal') {
    const { name, email, erasure } = post.fields;
    const check = erasure ? `\n\n${ERASURE_CHECK[erasure]}` : '';
    return officeMessage(post, { name, email, messageTitle: WITHDRAWAL_SUBJECT, message: `${withdrawalMessage(post.fields)}${check}` });
  }
  if (post.form === 'problem') {
    const { name, email, page, message } = post.fields;
    return officeMessage(post, { name, email, messageTitle: PROBLEM_SUBJECT, message: page ? `${message}\n\nPage: ${page}` : message });
  }
  if (post.form === 'enquiry') {
    const lines = [DECLARED_LINE, ...(post.dateConfirmed ? [DATE_CONFIRMED_LINE] : [])].join('\n');
    return officeMessage(post, { ...post.fields, message: `${post.fields.message}\n\n${lines}` }, '\n');
  }
  const body = new FormData();
  body.set('name', post.fields.name);
  body.set('email', post.fields.email);
  body.set('phone', post.fields.phone);
  body.set('schoolcode', schoolCode);
  body.set('reference', referenceText(post));
  body.set('attachments', new Blob([post.file.bytes as Uint8Array<ArrayBuffer>], { type: post.file.type }), `${post.reference}-${post.file.name}`);
  return { body };
}

/** The headers of a post to the provider: every attempt at one post carries the same Idempotency-Key, its reference. */
export function deliveryHeaders(post: Pick<OutboxPost, 'reference'>, contentType?: string): Record<string, string> {
  return { Accept: 'application/json', 'Idempotency-Key': post.reference, ...providerAuthorization(), ...(contentType ? { 'Content-Type': contentType } : {}) };
}

/** One delivery attempt, bounded by the forward timeout. The provider's answer body is never read. */
export async function attemptDelivery(post: OutboxPost, timeoutMs = formForwardTimeoutMs): Promise<AttemptResult> {
  const { body, contentType } = providerBody(post);
  const headers = deliveryHeaders(post, contentType);
  try {
    const response = await fetch(providerFormUrl(post.form), {
      method: 'POST',
      headers,
      body,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return outcomeOfStatus(response.status);
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    return { outcome: 'retry', reason: timedOut ? `no answer within ${timeoutMs} ms` : 'provider unreachable', timedOut, reached: timedOut };
  }
}

/** A post as bytes to seal: JSON, the file's bytes in base64. */
export function encodePost(post: OutboxPost): Buffer {
  const plain = post.form === 'career' ? { ...post, file: { ...post.file, bytes: Buffer.from(post.file.bytes).toString('base64') } } : post;
  return Buffer.from(JSON.stringify(plain));
}

export function decodePost(bytes: Buffer): OutboxPost {
  const parsed = JSON.parse(bytes.toString('utf8')) as OutboxPost & { file?: { bytes: string } };
  if (parsed.form === 'career') {
    const file = parsed.file as unknown as { name: string; type: string; bytes: string };
    return { ...parsed, file: { ...file, bytes: new Uint8Array(Buffer.from(file.bytes, 'base64')) } };
  }
  return parsed;
}
