// Shared by the browser and the route handlers, so nothing the browser refuses reaches the provider.
import { mixed, object, string, type InferType } from 'yup';
import { CLASS_OPTIONS, GENDER_OPTIONS, MESSAGES, OLDEST_AGE, WITHDRAWN_FORMS } from './fields';
import { phoneDigits } from './phone';
import type { UsualAge } from '../content/formats';

/** Enquiry e-mail: a local part, @, a domain and a 2 to 4 letter ending. */
const ENQUIRY_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
/** Career e-mail: the simple pattern, something@something.something. */
const CAREER_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEN_DIGITS = /^\d{10}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// In a one-line field these forge e-mail headers, drive terminals (ESC), or disguise a name ("abc\u202egnp.exe").
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** The same, but for a line break: a message keeps its paragraphs. */
const CONTROL_OR_BIDI_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const singleLine = (label: string) => string().test('single-line', MESSAGES.hiddenCharacters(label), (value) => !value || !CONTROL_OR_BIDI.test(value));

/** A required one-line text field: trimmed, with its field message, and bounded so no payload is huge. */
const requiredText = (label: string, message: string, max: number) =>
  singleLine(label).trim().required(message).max(max, MESSAGES.tooLong(label, max));

/** The message: line breaks kept, as \n whatever the browser sent, and no other control character. */
const messageText = (max: number, requiredMessage: string = MESSAGES.messageRequired) =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value))
    .test('message-characters', MESSAGES.hiddenCharacters('Message'), (value) => !value || !CONTROL_OR_BIDI_BUT_NEWLINE.test(value))
    .trim()
    .required(requiredMessage)
    .max(max, MESSAGES.tooLong('Message', max));

/** A phone number as typed (+91, 91 or 0 in front, separators), sent as its ten digits; anything else gets the message. */
const phone = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? (phoneDigits(value) ?? value.trim()) : value))
    .required(MESSAGES.phoneRequired)
    .matches(TEN_DIGITS, MESSAGES.phoneDigits);

/** Whole years from a date of birth to `today`. */
function ageOn(dateOfBirth: Date, today: Date): number {
  const years = today.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const birthdayPassed = today.getUTCMonth() > dateOfBirth.getUTCMonth() || (today.getUTCMonth() === dateOfBirth.getUTCMonth() && today.getUTCDate() >= dateOfBirth.getUTCDate());
  return birthdayPassed ? years : years - 1;
}

/** In words a parent can act on, or null: a date that is not one, or lies in the future. */
export function dateOfBirthProblem(value: string, today = new Date()): string | null {
  if (!ISO_DATE.test(value)) return MESSAGES.dateOfBirthInvalid;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return MESSAGES.dateOfBirthInvalid;
  if (date.getTime() > today.getTime()) return MESSAGES.dateOfBirthFuture;
  if (ageOn(date, today) > OLDEST_AGE) return MESSAGES.dateOfBirthInvalid;
  return null;
}

/** What the enquiry's checks are given (yup's context): the office's usual ages, null while it has given none. */
export interface EnquiryContext {
  usualAges: readonly UsualAge[] | null;
}

/**
 * The question to ask when a valid date makes the child older or younger than the office's usual ages
 * for the class, or null: no question for a class the office gave no ages for, nor before it gives any.
 */
export function ageQuestion(dateOfBirth: string, className: string, usualAges: readonly UsualAge[] | null | undefined, today = new Date()): string | null {
  const usual = usualAges?.find((range) => range.class === className);
  if (!usual || dateOfBirthProblem(dateOfBirth, today)) return null;
  const age = ageOn(new Date(`${dateOfBirth}T00:00:00Z`), today);
  return age < usual.youngest || age > usual.oldest ? MESSAGES.dateOfBirthUnusual(className, age, usual.youngest, usual.oldest) : null;
}

export const enquirySchema = object({
  name: requiredText('Name', MESSAGES.nameRequired, 100),
  email: singleLine('Email').trim().required(MESSAGES.emailRequired).max(254, MESSAGES.tooLong('Email', 254)).matches(ENQUIRY_EMAIL, MESSAGES.emailInvalid),
  phone: phone(),
  messageTitle: requiredText('Subject', MESSAGES.subjectRequired, 200),
  message: messageText(5000),
  date: string()
    .trim()
    .required(MESSAGES.dateOfBirthRequired)
    .test('date-of-birth', function checkDateOfBirth(value) {
      const problem = value ? dateOfBirthProblem(value) : null;
      if (problem) return this.createError({ message: problem });
      const { class: className, ageConfirmed } = this.parent as { class: string; ageConfirmed: string };
      const question = value && ageConfirmed !== 'yes' ? ageQuestion(value, className, (this.options.context as EnquiryContext | undefined)?.usualAges) : null;
      return question ? this.createError({ message: question }) : true;
    }),
  gender: string().required(MESSAGES.genderRequired).oneOf([...GENDER_OPTIONS], MESSAGES.genderRequired),
  location: requiredText('Present School', MESSAGES.presentSchoolRequired, 200),
  address: singleLine('School name').trim().max(200, MESSAGES.tooLong('School name', 200)).default(''),
  class: string().required(MESSAGES.classInvalid).oneOf([...CLASS_OPTIONS], MESSAGES.classInvalid).default('Playgroup'),
  // The sender's declaration, checked here and recorded with the post; never sent to the provider.
  guardian: string().required(MESSAGES.guardianRequired).oneOf(['yes'], MESSAGES.guardianRequired),
  // The parent's answer to the age question: the date is right as typed. Never sent to the provider.
  ageConfirmed: string()
    .transform((value: unknown) => (value === 'yes' ? 'yes' : ''))
    .default(''),
})
  .noUnknown()
  .strict(false);

/** The enquiry as the provider receives it: the spec's fields, without the sender's declaration and answer. */
export type EnquiryPayload = Omit<InferType<typeof enquirySchema>, 'guardian' | 'ageConfirmed'>;

/** The form's values: as the payload, with gender unset until chosen and the boxes unticked until ticked. */
export type EnquiryFields = Omit<EnquiryPayload, 'gender'> & { gender: EnquiryPayload['gender'] | ''; guardian: 'yes' | '' | false; ageConfirmed: 'yes' | '' | false };

export const careerSchema = object({
  name: requiredText('Name', MESSAGES.nameRequired, 100),
  email: singleLine('Email').trim().required(MESSAGES.emailRequired).max(254, MESSAGES.tooLong('Email', 254)).matches(CAREER_EMAIL, MESSAGES.emailInvalid),
  phone: phone(),
  attachments: mixed<object>().required(MESSAGES.attachmentRequired),
});

/** The reference a form gave: KVNS- and six of the letters and digits references use, in either case. */
const REFERENCE = /^KVNS-[346789ABCDEFGHJKMNPQRTWXY]{6}$/;

/** A person's name in any script: letters (with their marks), spaces, `.`, `'`, `-`; no digits, no links. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/** A full stop runs into a letter only in an address ("kvns-pay.example"); in a name a space or the end follows it. */
const ADDRESS_LIKE = /\.\p{L}/u;
const personName = () => requiredText('Name', MESSAGES.nameRequired, 100).matches(PERSON_NAME, MESSAGES.nameLettersOnly).test('not-an-address', MESSAGES.nameLettersOnly, (value) => !value || !ADDRESS_LIKE.test(value));

/** A request to withdraw consent and erase what was sent: the post's reference and the sender's name and e-mail. */
const withoutReference = (reference: unknown) => !reference;

export const withdrawalSchema = object({
  // Optional: a sender who lost it names the form and the month instead, and nothing of a child is asked.
  reference: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .default('')
    .matches(REFERENCE, { message: MESSAGES.referenceInvalid, excludeEmptyString: true }),
  sentForm: string()
    .default('')
    .when('reference', { is: withoutReference, then: (schema) => schema.oneOf(Object.keys(WITHDRAWN_FORMS), MESSAGES.sentFormRequired).required(MESSAGES.sentFormRequired), otherwise: (schema) => schema.oneOf(['', ...Object.keys(WITHDRAWN_FORMS)]) }),
  sentAround: string()
    .trim()
    .default('')
    .when('reference', { is: withoutReference, then: (schema) => schema.required(MESSAGES.sentAroundRequired) })
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: MESSAGES.sentAroundInvalid, excludeEmptyString: true }),
  // The office reads it under the site's own words: a name, never a message of the sender's.
  name: personName(),
  email: singleLine('Email').trim().required(MESSAGES.emailRequired).max(254, MESSAGES.tooLong('Email', 254)).matches(CAREER_EMAIL, MESSAGES.emailInvalid),
})
  .noUnknown()
  .strict(false);

export type WithdrawalFields = InferType<typeof withdrawalSchema>;

/** yup's error list as { field: first message }, the shape the forms and the API answer with. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const inner = (error as { inner?: { path?: string; message: string }[] })?.inner ?? [];
  for (const item of inner) {
    const path = item.path ?? 'form';
    if (!errors[path]) errors[path] = item.message;
  }
  return errors;
}

/** Validate against a schema: the cleaned values, or the field messages. */
export async function validate<T>(
  schema: { validate: (value: unknown, options: object) => Promise<T> },
  input: unknown,
  context?: object,
): Promise<{ ok: true; value: T } | { ok: false; errors: Record<string, string> }> {
  try {
    return { ok: true, value: await schema.validate(input, { abortEarly: false, stripUnknown: false, context }) };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error) };
  }
}

/** A problem with the website: who reports it, how to answer them, what went wrong and on which page. */
export const problemSchema = object({
  name: personName(),
  email: singleLine('Email').trim().required(MESSAGES.emailRequired).max(254, MESSAGES.tooLong('Email', 254)).matches(CAREER_EMAIL, MESSAGES.emailInvalid),
  page: singleLine('Page').trim().default('').max(300, MESSAGES.tooLong('Page', 300)),
  message: messageText(2000, MESSAGES.problemRequired),
})
  .noUnknown()
  .strict(false);

export type ProblemFields = InferType<typeof problemSchema>;
