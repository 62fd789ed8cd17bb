import { EARLY_PAYMENT, earlyPaymentDiscount, FEE_BANDS, FEE_YEAR, INSTALMENT_DUE_DATES, instalments } from './fees';

const band = (id: string) => {
  const found = FEE_BANDS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

test('fees 2024-25 in four bands', () => {
  expect(FEE_YEAR).toBe('2024-25');
  expect(FEE_BANDS.map((b) => b.id)).toEqual(['pre-primary', 'primary', 'middle', 'secondary']);
  expect(FEE_BANDS.map((b) => b.monthlyTuition)).toEqual([5347, 5692, 6049, 6460]);
  expect(FEE_BANDS.map((b) => b.annualTotal)).toEqual([74858, 79688, 84686, 90440]);
});

test('quarterly instalments due by 30 June, 31 Oct and 28 Feb; pre-primary 26735, 26735, 21388', () => {
  expect(INSTALMENT_DUE_DATES).toEqual(['30 June', '31 October', '28 February']);
  expect(instalments(band('pre-primary'))).toEqual([26735, 26735, 21388]);
});

test.each(FEE_BANDS.map((b) => [b.label, b]))('the instalments of %s add up to its annual total', (_label, feeBand) => {
  const sum = instalments(feeBand).reduce((total, amount) => total + amount, 0);
  expect(sum).toBe(feeBand.annualTotal);
});

test('5% discount for the full fee before 30.06.2024; pre-primary 3743', () => {
  expect(EARLY_PAYMENT).toEqual({ percent: 5, payBefore: '30.06.2024' });
  expect(earlyPaymentDiscount(band('pre-primary'))).toBe(3743);
  expect(FEE_BANDS.map(earlyPaymentDiscount)).toEqual([3743, 3984, 4234, 4522]);
});
