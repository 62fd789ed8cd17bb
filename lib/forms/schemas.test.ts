import { CLASS_OPTIONS, dateOfBirthBounds, ENQUIRY_DEFAULTS, MESSAGES } from './fields';
import { ageQuestion, careerSchema, dateOfBirthProblem, enquirySchema, validate, withdrawalSchema, type EnquiryContext } from './schemas';
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

test('dates of birth: real, past and within a hundred years', () => {
  const today = new Date('2026-11-22T00:00:00Z');
  expect(dateOfBirthProblem('2019-04-12', today)).toBeNull();
  expect(dateOfBirthProblem('2027-08-15', today)).toBe('The date of birth is in the future; please check the year');
  expect(dateOfBirthProblem('1900-01-01', today)).toBe('Please enter a valid date of birth');
  expect(dateOfBirthProblem('12/04/2019', today)).toBe('Please enter a valid date of birth');
  expect(dateOfBirthProblem('2019-02-30', today)).toBe('Please enter a valid date of birth');
});

test('until the office gives usual ages, no date is asked about for its class; one that lies ahead is refused', async () => {
  // An 8-year-old for Playgroup, a 41-year-old for Class 3: unusual, and the school's to judge.
  expect(await enquiryErrors({ date: '2018-06-01', class: 'Playgroup' })).toEqual({});
  expect(await enquiryErrors({ date: '1985-06-01', class: 'Class 3' })).toEqual({});
  expect((await validate(enquirySchema, { ...VALID_ENQUIRY, date: '2018-06-01', class: 'Playgroup' }, { usualAges: null } satisfies EnquiryContext)).ok).toBe(true);
  expect(await enquiryErrors({ date: '2099-08-15' })).toEqual({ date: 'The date of birth is in the future; please check the year' });
});

describe('the age question, once the office gives usual ages', () => {
  // Ages of the test's own: the rule is under test, not any school's figures.
  const usualAges: EnquiryContext['usualAges'] = [{ class: 'Playgroup', youngest: 2, oldest: 3 }];
  const today = new Date('2026-11-22T00:00:00Z');

  test('asks about a date outside the class\'s ages, naming the age and the ages given; never about a class without ages', () => {
    const question = ageQuestion('2018-06-01', 'Playgroup', usualAges, today);
    expect(question).toBe(MESSAGES.dateOfBirthUnusual('Playgroup', 8, 2, 3));
    expect(question).toMatch(/^Is the year right\? This date makes the child 8 years old; the school gives 2 to 3 years for Playgroup\./);
    expect(ageQuestion('2026-01-01', 'Playgroup', usualAges, today)).toMatch(/makes the child 0 years old/);
    // The edges are the office's own: 2 and 3 are usual.
    expect(ageQuestion('2024-11-22', 'Playgroup', usualAges, today)).toBeNull();
    expect(ageQuestion('2022-11-23', 'Playgroup', usualAges, today)).toBeNull();
    expect(ageQuestion('2022-11-22', 'Playgroup', usualAges, today)).not.toBeNull();
    expect(ageQuestion('2018-06-01', 'Class 1', usualAges, today)).toBeNull();
    expect(ageQuestion('2018-06-01', 'Playgroup', null, today)).toBeNull();
    // A date that is no date gets its own message, not the question.
    expect(ageQuestion('2099-01-01', 'Playgroup', usualAges, today)).toBeNull();
  });

  test('the enquiry holds the question until the parent confirms the date; then it is sent as typed', async () => {
    const eightYearOld = { ...VALID_ENQUIRY, date: `${new Date().getUTCFullYear() - 9}-01-01`, class: 'Playgroup' };
    const asked = await validate(enquirySchema, eightYearOld, { usualAges });
    expect(asked.ok ? {} : asked.errors).toEqual({ date: expect.stringMatching(/^Is the year right\?/) });
    for (const unticked of ['', false, 'no']) expect((await validate(enquirySchema, { ...eightYearOld, ageConfirmed: unticked }, { usualAges })).ok).toBe(false);
    const confirmed = await validate(enquirySchema, { ...eightYearOld, ageConfirmed: 'yes' }, { usualAges });
    expect(confirmed.ok && confirmed.value.date).toBe(eightYearOld.date);
    // Confirming answers the question only: a date ahead is still refused.
    const ahead = await validate(enquirySchema, { ...eightYearOld, date: '2099-08-15', ageConfirmed: 'yes' }, { usualAges });
    expect(ahead.ok ? {} : ahead.errors).toEqual({ date: 'The date of birth is in the future; please check the year' });
  });
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

test('the date picker offers no future date and nothing the check refuses as too old; both ends are dates it accepts', () => {
  const today = new Date('2026-11-26T00:00:00Z');
  const { min, max } = dateOfBirthBounds(today);
  expect(max).toBe('2026-11-26');
  expect(dateOfBirthProblem(min, today)).toBeNull();
  expect(dateOfBirthProblem(max, today)).toBeNull();
  const dayBefore = new Date(Date.parse(`${min}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  expect(dateOfBirthProblem(dayBefore, today)).toBe('Please enter a valid date of birth');
});

describe('the name on a withdrawal is a name', () => {
  const withdrawal = (name: string) => ({ reference: 'KVNS-7F3K4Q', name, email: 'asha@example.in' });
  test.each(['Asha Rao', "D'Souza", 'Anne-Marie Fernandes', 'Dr. K. Iyer', 'आशा राव', 'ஆஷா ராவ்', 'আশা রাও'])('%s is taken', (name) => {
    expect(withdrawalSchema.validateSync(withdrawal(name)).name).toBe(name);
  });
  test.each(['Call 022-5555-0000 now: your seat is cancelled unless fee paid at kvns-pay.example', 'Asha 2', 'https://kvns-pay.example', 'asha@example.in', '-Asha', 'Visit kvns-pay.example now'])('%s is refused with the field message', (name) => {
    expect(() => withdrawalSchema.validateSync(withdrawal(name))).toThrow(MESSAGES.nameLettersOnly);
  });
});
