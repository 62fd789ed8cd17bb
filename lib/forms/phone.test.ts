import { phoneDigits, spokenPhone } from './phone';

test.each([
  ['9876543210', '9876543210'],
  ['98765 43210', '9876543210'],
  ['98765-43210', '9876543210'],
  ['+91 98765 43210', '9876543210'],
  ['+91-98765-43210', '9876543210'],
  ['91 98765 43210', '9876543210'],
  ['098765 43210', '9876543210'],
  ['(0) 98765.43210', '9876543210'],
])('%j is read as %s', (typed, digits) => {
  expect(phoneDigits(typed)).toBe(digits);
});

test.each(['98765', '+44 20 7946 0958', '+91 98765 4321', '98765432109', '0098765 43210', '98765x43210', '', '+9198765432100'])('%j is not read, never cut to fit', (typed) => {
  expect(phoneDigits(typed)).toBeNull();
});

test('the digits as they are read out', () => {
  expect(spokenPhone('9876543210')).toBe('98765 43210');
});
