import { SCHOOL_SHAPE } from './fileShapes';
import { FORMATS, SCHOOL_CLASSES } from './formats';
import { array, checkShape, integer, listOrMissing, number, object, optionalInteger, optionalText, refine, select, supplied, text } from './shape';

const BAND = object({
  name: text('Name', { max: 12 }),
  code: optionalText('Code', { format: FORMATS.pinCode }),
  fee: integer('Fee', { min: 1 }),
  discount: optionalInteger('Discount'),
  percent: number('Percent', { min: 0, max: 100 }),
  kind: select('Kind', ['day', 'boarding']),
  instalments: listOrMissing(integer('Instalment'), { label: 'Instalments', min: 3, max: 3 }),
  notes: array(text('Note'), { label: 'Notes', min: 1 }),
});

const good = { name: 'Primary', code: '400001', fee: 1200, discount: null, percent: 5, kind: 'day', instalments: [], notes: ['Paid in June'] };

test('a value is read as the site uses it: words trimmed, an empty optional field and an empty optional list missing', () => {
  expect(checkShape(BAND, { ...good, name: '  Primary ', code: '' }, 'content/x.yaml')).toEqual({ ...good, code: undefined, discount: undefined, instalments: undefined });
  expect(checkShape(BAND, { ...good, instalments: [1, 2, 3] }, 'content/x.yaml').instalments).toEqual([1, 2, 3]);
});

test('every wrong field is named with its path, after the file', () => {
  const wrong = { ...good, name: 'A name far too long', code: '4000', fee: 0.5, percent: 101, kind: 'weekly', instalments: [1], notes: [], extra: 1 };
  let message = '';
  try {
    checkShape(BAND, wrong, 'content/x.yaml');
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message.startsWith('content/x.yaml: ')).toBe(true);
  for (const field of ['has items the site does not know: extra', 'name: must fit', `code: ${FORMATS.pinCode.message}`, 'fee: must be a whole number', 'percent: must be at most 100', 'kind: must be one of: day, boarding', 'instalments: must hold 3 items', 'notes: must hold at least 1 item']) {
    expect(message).toContain(field);
  }
});

test('a required field left empty, or missing, is named; an item of a list by its place', () => {
  expect(() => checkShape(BAND, { ...good, name: ' ' }, 'f')).toThrow('f: name: must be given');
  expect(() => checkShape(BAND, { ...good, fee: undefined }, 'f')).toThrow('f: fee: must be a number');
  expect(() => checkShape(BAND, { ...good, notes: ['x', ''] }, 'f')).toThrow('f: notes[1]: must be given');
});

test("a supplied item is null while pending, whatever it holds; the office's is checked whole, with who confirmed it", () => {
  const phone = object({ phone: supplied(text('Phone', { format: FORMATS.phone }), { label: 'Phone' }) });
  expect(checkShape(phone, { phone: { source: 'pending', value: 'call us' } }, 'f')).toEqual({ phone: null });
  expect(checkShape(phone, { phone: { source: 'office', value: '+91 22 1234 5678', confirmed: 'Office, 2026-12-01' } }, 'f')).toEqual({ phone: '+91 22 1234 5678' });
  expect(() => checkShape(phone, { phone: { source: 'office', value: 'call us', confirmed: 'x' } }, 'f')).toThrow(`f: phone.value: ${FORMATS.phone.message}`);
  expect(() => checkShape(phone, { phone: { source: 'office', value: '+91 22 1234 5678' } }, 'f')).toThrow('f: phone.confirmed: say who confirmed it and when');
  expect(() => checkShape(phone, { phone: { source: 'office', confirmed: 'x' } }, 'f')).toThrow('f: phone.value: give its value');
});

test('a rule across fields is checked once the fields are right', () => {
  const range = refine(object({ youngest: integer('Youngest'), oldest: integer('Oldest') }), ({ youngest, oldest }) => (oldest < youngest ? 'oldest must not be below youngest' : undefined));
  expect(checkShape(range, { youngest: 3, oldest: 4 }, 'f')).toEqual({ youngest: 3, oldest: 4 });
  expect(() => checkShape(range, { youngest: 4, oldest: 3 }, 'f')).toThrow('f: oldest must not be below youngest');
  expect(() => checkShape(range, { youngest: 4, oldest: 'x' }, 'f')).toThrow(/^f: oldest: must be a number$/);
});

test("the school's usual ages: each class once, the oldest not below the youngest", () => {
  const ages = (ranges: object[]) => ({ usualAges: { source: 'office', confirmed: 'Office, 2026-12-01', value: ranges } });
  const pending = Object.fromEntries(Object.keys(SCHOOL_SHAPE.fields).map((name) => [name, { source: 'pending' }]));
  expect(checkShape(SCHOOL_SHAPE, { ...pending, ...ages([{ class: SCHOOL_CLASSES[0], youngest: 2, oldest: 3 }]) }, 'f').usualAges).toEqual([{ class: SCHOOL_CLASSES[0], youngest: 2, oldest: 3 }]);
  expect(() => checkShape(SCHOOL_SHAPE, { ...pending, ...ages([{ class: SCHOOL_CLASSES[0], youngest: 3, oldest: 2 }]) }, 'f')).toThrow('usualAges.value: oldest must not be below youngest');
  const twice = { class: SCHOOL_CLASSES[1], youngest: 2, oldest: 3 };
  expect(() => checkShape(SCHOOL_SHAPE, { ...pending, ...ages([twice, twice]) }, 'f')).toThrow('usualAges.value: give each class once');
});
