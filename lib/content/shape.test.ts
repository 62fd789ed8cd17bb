import { FORMATS } from './formats';
import { array, checkShape, integer, listOrMissing, number, object, optionalInteger, optionalText, select, text } from './shape';

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
