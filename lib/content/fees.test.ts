import { feesOf } from './office';
import { EARLY_PAYMENT, FEE_BANDS, FEE_YEAR, INSTALMENT_DUE_DATES } from './fees';
import { articleAt } from './pages';

const band = (id: string) => {
  const found = FEE_BANDS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

test('fees 2024-25 in four bands, as content/fees.yaml holds them', () => {
  expect(FEE_YEAR).toBe('2024-25');
  expect(FEE_BANDS.map((b) => b.id)).toEqual(['pre-primary', 'primary', 'middle', 'secondary']);
  expect(FEE_BANDS.map((b) => b.monthlyTuition)).toEqual([5347, 5692, 6049, 6460]);
  expect(FEE_BANDS.map((b) => b.annualTotal)).toEqual([74858, 79688, 84686, 90440]);
});

test('quarterly instalments due by 30 June, 31 Oct and 28 Feb; pre-primary 26735, 26735, 21388, adding up to its annual total', () => {
  expect(INSTALMENT_DUE_DATES).toEqual(['30 June', '31 October', '28 February']);
  expect(band('pre-primary').instalments).toEqual([26735, 26735, 21388]);
  expect(band('pre-primary').instalments!.reduce((total, amount) => total + amount, 0)).toBe(band('pre-primary').annualTotal);
});

test('5% discount for the full fee before 30.06.2024; pre-primary 3743', () => {
  expect(EARLY_PAYMENT).toEqual({ percent: 5, payBefore: '30.06.2024' });
  expect(band('pre-primary').earlyPaymentDiscount).toBe(3743);
});

test('the other bands\' instalments and discounts are not worked out: the page lists them as pending', () => {
  for (const id of ['primary', 'middle', 'secondary']) expect(band(id)).not.toHaveProperty('instalments');
  const page = JSON.stringify(articleAt('/generalinfo'));
  for (const worked of [28460, 30245, 32300, 3984, 4234, 4522]) expect(page).not.toContain(String(worked));
  expect(page).toContain('"kind":"pending","what":"the instalments and early-payment discount of Primary, Std V to VIII, Std IX and X"');
});

test('a fees file with a band missing or a figure that is not whole rupees stops the build, naming the file and field', () => {
  const file = { year: '2024-25', source: 'x', instalmentDueDates: ['a', 'b', 'c'], earlyPayment: { percent: 5, payBefore: 'x' }, bands: FEE_BANDS };
  expect(() => feesOf({ ...file, bands: FEE_BANDS.slice(1) })).toThrow(/^content\/fees\.yaml: bands: give the four bands/);
  expect(() => feesOf({ ...file, bands: [{ ...FEE_BANDS[0], annualTotal: 74858.5 }, ...FEE_BANDS.slice(1)] })).toThrow(/bands\[0\]\.annualTotal/);
});
