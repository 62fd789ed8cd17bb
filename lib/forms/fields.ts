// No yup here, so the forms' first paint and hydration do not load it (schemas.ts).
import type { EnquiryFields } from './schemas';

export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  dateOfBirthRequired: 'Date of Birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'The date of birth is in the future; please check the year',
  dateOfBirthForClass: (age: number, className: string, youngest: number, oldest: number) =>
    `This date of birth makes the child ${age === 1 ? '1 year' : `${age} years`} old, far from the ages of children in ${className} (${youngest} to ${oldest}); please check the date or the class`,
  genderRequired: 'Gender is required',
  presentSchoolRequired: 'Present School is required',
  referenceRequired: 'Reference is required',
  referenceInvalid: 'A reference looks like KVNS-7F3K4Q: KVNS, a dash and six letters or digits',
  guardianRequired: "Please confirm that you are the child's parent or lawful guardian",
  classInvalid: 'Please choose a class from the list',
  attachmentRequired: 'Please upload an image, PDF, Word document, or CSV file',
  attachmentType: 'Only images, PDFs, Word documents, or CSV files are allowed.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  hiddenCharacters: (field: string) => `${field} contains hidden control characters; please type it again`,
} as const;

export const CLASS_OPTIONS = [
  'Playgroup', 'Nursery', 'Junior KG', 'Senior KG',
  'Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5', 'Class 6', 'Class 7', 'Class 8',
] as const;

// A date of birth more than two years below or four above the class's usual age is asked about: a typing
// slip (1985 for 2015) is likelier than a real case.
export const CLASS_USUAL_AGE: Record<(typeof CLASS_OPTIONS)[number], number> = {
  Playgroup: 2,
  Nursery: 3,
  'Junior KG': 4,
  'Senior KG': 5,
  'Class 1': 6,
  'Class 2': 7,
  'Class 3': 8,
  'Class 4': 9,
  'Class 5': 10,
  'Class 6': 11,
  'Class 7': 12,
  'Class 8': 13,
};
export const AGE_BELOW_USUAL = 2;
export const AGE_ABOVE_USUAL = 4;

/** No future date, none older than Class 8's usual age plus four, so the calendar cannot wander far. */
export function dateOfBirthBounds(today: Date): { min: string; max: string } {
  const oldest = Math.max(...Object.values(CLASS_USUAL_AGE)) + AGE_ABOVE_USUAL + 1;
  const earliest = new Date(Date.UTC(today.getUTCFullYear() - oldest, today.getUTCMonth(), today.getUTCDate() + 1));
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
};
