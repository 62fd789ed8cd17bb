import { CLASS_OPTIONS, dateOfBirthBounds, ENQUIRY_DEFAULTS } from './fields';
import { careerSchema, dateOfBirthProblem, enquirySchema, validate } from './schemas';
import { VALID_ENQUIRY } from '@/test/forms';

async function enquiryErrors(overrides: Record<string, unknown>) {
  const result = await validate(enquirySchema, { ...VALID_ENQUIRY, ...overrides });
  return result.ok ? {} : result.errors;
}

test('a complete enquiry is valid; the school name is optional and class defaults to Playgroup', async () => {
  expect(await enquiryErrors({})).toEqual({});
  const result = await validate(enquirySchema, { ...VALID_ENQUIRY, date: '2024-05-01', address: undefined, class: undefined });
  expect(result.ok && result.value.class).toBe('Playgroup');
  expect(ENQUIRY_DEFAULTS.class).toBe('Playgroup');
  expect(CLASS_OPTIONS).toEqual([
    'Playgroup', 'Nursery', 'Junior KG', 'Senior KG', 'Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5', 'Class 6', 'Class 7', 'Class 8',
  ]);
});

test.each([
  ['name', '', 'Name is required'],
  ['name', '   ', 'Name is required'],
  ['email', '', 'Email is required'],
  ['email', 'asha', 'Invalid email address'],
  ['email', 'asha@example', 'Invalid email address'],
  ['email', '@example.com', 'Invalid email address'],
  ['email', 'asha@example.museums', 'Invalid email address'],
  ['phone', '', 'Phone number is required'],
  ['phone', '98765', 'Phone number must be 10 digits'],
  ['phone', '98765432101', 'Phone number must be 10 digits'],
  ['phone', '98765abcde', 'Phone number must be 10 digits'],
  ['messageTitle', '', 'Subject is required'],
  ['message', '', 'Message is required'],
  ['date', '', 'Date of Birth is required'],
  ['date', '2019-02-30', 'Please enter a valid date of birth'],
  ['gender', '', 'Gender is required'],
  ['gender', 'Other', 'Gender is required'],
  ['location', '', 'Present School is required'],
  ['class', 'Class 9', 'Please choose a class from the list'],
  ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
  ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
])('enquiry %s = %j: "%s"', async (field, value, message) => {
  expect(await enquiryErrors({ [field]: value })).toEqual({ [field]: message });
});

describe('hidden characters', () => {
  test.each([
    ['name', 'Asha\r\nBcc: victim@example.com', 'Name contains hidden control characters; please type it again'],
    ['messageTitle', 'Admission\r\nBcc: victim@example.com', 'Subject contains hidden control characters; please type it again'],
    ['name', 'Asha\u0000Rao', 'Name contains hidden control characters; please type it again'],
    ['name', 'Asha\u0007Rao', 'Name contains hidden control characters; please type it again'],
    ['location', 'St. Mary\u001b[31m', 'Present School contains hidden control characters; please type it again'],
    ['address', 'abc\u202egnp.exe', 'School name contains hidden control characters; please type it again'],
    ['name', 'Asha\u2066Rao', 'Name contains hidden control characters; please type it again'],
    ['name', 'Asha\u0085Rao', 'Name contains hidden control characters; please type it again'],
    ['message', 'Hello\u0000there', 'Message contains hidden control characters; please type it again'],
    ['message', 'Hello\u202ethere', 'Message contains hidden control characters; please type it again'],
    ['message', 'Hello\tthere', 'Message contains hidden control characters; please type it again'],
  ])('enquiry %s = %j: "%s"', async (field, value, message) => {
    expect(await enquiryErrors({ [field]: value })).toEqual({ [field]: message });
  });

  test('the message keeps its line breaks, as \\n whatever the browser sent', async () => {
    const result = await validate(enquirySchema, { ...VALID_ENQUIRY, message: 'Dear office,\r\nWe moved.\rThanks\nAsha' });
    expect(result.ok && result.value.message).toBe('Dear office,\nWe moved.\nThanks\nAsha');
  });

  test('letters of every script pass: Devanagari, Gujarati, accents', async () => {
    expect(await enquiryErrors({ name: 'आशा राव', location: 'કાપોલ વિદ્યાનિધિ', address: 'Saint-Émile' })).toEqual({});
  });

  test('the career name and e-mail refuse them too', async () => {
    const result = await validate(careerSchema, { name: 'Asha\r\nBcc: x@y.z', email: 'a\u0000@b.co', phone: '9876543210', attachments: {} });
    expect(result.ok ? {} : result.errors).toEqual({
      name: 'Name contains hidden control characters; please type it again',
      email: 'Email contains hidden control characters; please type it again',
    });
  });
});

test('every message at once for an empty enquiry', async () => {
  expect(await enquiryErrors(Object.fromEntries(Object.keys(VALID_ENQUIRY).map((key) => [key, ''])))).toEqual({
    name: 'Name is required',
    email: 'Email is required',
    phone: 'Phone number is required',
    messageTitle: 'Subject is required',
    message: 'Message is required',
    date: 'Date of Birth is required',
    gender: 'Gender is required',
    location: 'Present School is required',
    class: 'Please choose a class from the list',
    guardian: "Please confirm that you are the child's parent or lawful guardian",
  });
});

test.each([[undefined], [''], [false], ['no'], ['on']])('the declaration unticked (%p) is refused with its message', async (guardian) => {
  expect(await enquiryErrors({ ...VALID_ENQUIRY, guardian })).toEqual({ guardian: "Please confirm that you are the child's parent or lawful guardian" });
});

test('dates of birth: real, past, within a hundred years, and near the ages of the class chosen', () => {
  const today = new Date('2026-11-22T00:00:00Z');
  expect(dateOfBirthProblem('2019-04-12', 'Class 1', today)).toBeNull();
  expect(dateOfBirthProblem('2027-08-15', 'Class 1', today)).toBe('The date of birth is in the future; please check the year');
  expect(dateOfBirthProblem('1900-01-01', 'Class 1', today)).toBe('Please enter a valid date of birth');
  expect(dateOfBirthProblem('12/04/2019', 'Class 1', today)).toBe('Please enter a valid date of birth');
  expect(dateOfBirthProblem('2019-02-30', 'Class 1', today)).toBe('Please enter a valid date of birth');
  // Class 3: usually 8 on joining; 6 to 12 pass, 1985 is asked about.
  expect(dateOfBirthProblem('1985-06-01', 'Class 3', today)).toBe('This date of birth makes the child 41 years old, far from the ages of children in Class 3 (6 to 12); please check the date or the class');
  expect(dateOfBirthProblem('2020-11-22', 'Class 3', today)).toBeNull();
  expect(dateOfBirthProblem('2020-11-23', 'Class 3', today)).toMatch(/5 years old/);
  expect(dateOfBirthProblem('2025-06-01', 'Class 1', today)).toMatch(/^This date of birth makes the child 1 year old,/);
  expect(dateOfBirthProblem('2026-06-01', 'Playgroup', today)).toBeNull();
});

test('an enquiry says why its date of birth is refused, for the class it names', async () => {
  expect(await enquiryErrors({ date: '1985-06-01', class: 'Class 3' })).toEqual({ date: expect.stringMatching(/far from the ages of children in Class 3/) });
  expect(await enquiryErrors({ date: '2099-08-15' })).toEqual({ date: 'The date of birth is in the future; please check the year' });
});

test('a phone typed with +91, 91 or 0 and separators is sent as its ten digits', async () => {
  for (const typed of ['+91 98765 43210', '91-98765-43210', '098765 43210']) {
    const result = await validate(enquirySchema, { ...VALID_ENQUIRY, phone: typed });
    expect(result.ok && result.value.phone).toBe('9876543210');
  }
  expect(await enquiryErrors({ phone: '+44 20 7946 0958' })).toEqual({ phone: 'Phone number must be 10 digits' });
});

describe('career', () => {
  const VALID = { name: 'Ravi Kumar', email: 'ravi@x.co', phone: '9123456780', attachments: {} };
  const errors = async (overrides: Record<string, unknown>) => {
    const result = await validate(careerSchema, { ...VALID, ...overrides });
    return result.ok ? {} : result.errors;
  };

  test('valid with a simple address', async () => {
    expect(await errors({})).toEqual({});
    expect(await errors({ email: 'ravi@mail.example.museum' })).toEqual({});
  });

  test.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ravi at x.co', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '12345', 'Phone number must be 10 digits'],
    ['attachments', undefined, 'Please upload an image, PDF, Word document, or CSV file'],
  ])('%s = %j: "%s"', async (field, value, message) => {
    expect(await errors({ [field]: value })).toEqual({ [field]: message });
  });
});

test('the date picker offers no future date and nothing older than the oldest class accepts; both ends are dates the rules accept', () => {
  const today = new Date('2026-11-26T00:00:00Z');
  expect(dateOfBirthBounds(today)).toEqual({ min: '2008-11-27', max: '2026-11-26' });
  expect(dateOfBirthProblem('2008-11-27', 'Class 8', today)).toBeNull();
  expect(dateOfBirthProblem('2008-11-26', 'Class 8', today)).toMatch(/far from the ages of children in Class 8/);
  expect(dateOfBirthProblem('2026-11-26', 'Playgroup', today)).toBeNull();
});
