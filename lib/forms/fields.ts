/**
 * What the forms show before anything is checked: the field messages, the choices and the enquiry's
 * blank values. No yup here, so the forms' first paint and hydration do not load it (schemas.ts).
 */
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
  genderRequired: 'Gender is required',
  presentSchoolRequired: 'Present School is required',
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
};
