// No yup here, so the forms' first paint and hydration do not load it (schemas.ts).
import type { EnquiryFields } from './schemas';

/** How the age question begins, so the form knows to offer the confirmation beside it. */
export const AGE_QUESTION = 'Is the year right?';
/** The confirmation's label: the parent's answer to the age question. */
export const DATE_IS_RIGHT = 'The date of birth is right';

export const MESSAGES = {
  nameRequired: 'Name is required',
  problemRequired: 'Please say what went wrong',
  nameLettersOnly: "Please give your name in letters: spaces, full stops, apostrophes and hyphens are fine, digits and links are not",
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  dateOfBirthRequired: 'Date of Birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'The date of birth is in the future; please check the year',
  /** A question, not a refusal: the parent may confirm the date and send it (AGE_QUESTION starts it). */
  dateOfBirthUnusual: (className: string, age: number, youngest: number, oldest: number) =>
    `${AGE_QUESTION} This date makes the child ${age} ${age === 1 ? 'year' : 'years'} old; the school gives ${youngest} to ${oldest} years for ${className}. Check the year, or tick "${DATE_IS_RIGHT}" to send it as it is.`,
  genderRequired: 'Gender is required',
  presentSchoolRequired: 'Present School is required',
  referenceRequired: 'Reference is required',
  sentFormRequired: 'Without a reference, say which form you sent',
  sentAroundRequired: 'Without a reference, say about when you sent it (month and year)',
  sentAroundInvalid: 'Give the month and year, such as 2026-11',
  referenceInvalid: 'A reference looks like KVNS-7F3K4Q: KVNS, a dash and six letters or digits',
  referenceTooOften: 'This reference was named in several requests today, and the office has them. Please try again tomorrow, or send the request without the reference.',
  guardianRequired: "Please confirm that you are the child's parent or lawful guardian",
  classInvalid: 'Please choose a class from the list',
  attachmentRequired: 'Please upload an image, PDF, Word document, or CSV file',
  attachmentType: 'Only images, PDFs, Word documents, or CSV files are allowed.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  hiddenCharacters: (field: string) => `${field} contains hidden control characters; please type it again`,
} as const;

export { SCHOOL_CLASSES as CLASS_OPTIONS } from '../content/formats';

/** The oldest age a date of birth may give, as the check of a real date does (schemas.ts). */
export const OLDEST_AGE = 100;

/** No future date, and none past OLDEST_AGE: the ends of the calendar are dates the check accepts. */
export function dateOfBirthBounds(today: Date): { min: string; max: string } {
  const earliest = new Date(Date.UTC(today.getUTCFullYear() - OLDEST_AGE - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  return { min: earliest.toISOString().slice(0, 10), max: today.toISOString().slice(0, 10) };
}

export const GENDER_OPTIONS = ['Male', 'Female'] as const;

export const ENQUIRY_DEFAULTS: EnquiryFields = {
  name: '',
  email: '',
  phone: '',
  messageTitle: '',
  message: '',
  date: '',
  gender: '',
  location: '',
  address: '',
  class: 'Playgroup',
  guardian: '',
  ageConfirmed: '',
};

/** The forms a withdrawal may name when its sender has no reference. */
export const WITHDRAWN_FORMS = { enquiry: 'admission enquiry', career: 'job application' } as const;
