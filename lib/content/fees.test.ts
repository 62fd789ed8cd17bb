import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withOverlay } from '@/test/overlay';
import YAML from 'yaml';
import { feesOf, readFees, type Fees } from './office';
import { EARLY_PAYMENT, FEE_BANDS, FEE_YEAR, INSTALMENT_DUE_DATES } from './fees';
import { articleAt } from './pages';

// Rules, not today's figures: the office publishes a new year in content/fees.yaml and these still hold.

/** The spec's fees (section 9), which the content must show while it says it holds the spec's year. */
const SPEC_FEES = {
  year: '2024-25',
  monthlyTuition: [5347, 5692, 6049, 6460],
  annualTotal: [74858, 79688, 84686, 90440],
  instalmentDueDates: ['30 June', '31 October', '28 February'],
  prePrimaryInstalments: [26735, 26735, 21388],
  earlyPayment: { percent: 5, payBefore: '30.06.2024' },
  prePrimaryDiscount: 3743,
};

test('while content/fees.yaml holds the spec\'s year, every figure is the spec\'s', () => {
  if (FEE_YEAR !== SPEC_FEES.year) return expect(FEE_YEAR).toMatch(/^\d{4}-\d{2}$/);
  expect(FEE_BANDS.map((band) => band.monthlyTuition)).toEqual(SPEC_FEES.monthlyTuition);
  expect(FEE_BANDS.map((band) => band.annualTotal)).toEqual(SPEC_FEES.annualTotal);
  expect(INSTALMENT_DUE_DATES).toEqual(SPEC_FEES.instalmentDueDates);
  expect(FEE_BANDS[0]!.instalments).toEqual(SPEC_FEES.prePrimaryInstalments);
  expect(EARLY_PAYMENT).toEqual(SPEC_FEES.earlyPayment);
  expect(FEE_BANDS[0]!.earlyPaymentDiscount).toBe(SPEC_FEES.prePrimaryDiscount);
});

test('four bands, pre-primary to Std IX and X; where instalments are given they add up to the annual total', () => {
  expect(FEE_BANDS.map((band) => band.id)).toEqual(['pre-primary', 'primary', 'middle', 'secondary']);
  for (const band of FEE_BANDS.filter((each) => each.instalments)) expect(band.instalments!.reduce((total, amount) => total + amount, 0)).toBe(band.annualTotal);
});

test('a band\'s instalments and discount the school has not published are pending on the page, never worked out', () => {
  const unpublished = FEE_BANDS.filter((band) => !band.instalments || !band.earlyPaymentDiscount);
  const page = JSON.stringify(articleAt('/generalinfo'));
  const pendingWhat = [...page.matchAll(/"kind":"pending","what":"([^"]*)"/g)].map(([, what]) => what).join(' | ');
  for (const band of unpublished) expect(pendingWhat).toMatch(new RegExp(`instalments and early-payment discount of [^|]*${band.label}`));
  const model = FEE_BANDS.find((band) => band.instalments);
  for (const band of unpublished) {
    const guesses = [Math.round((band.annualTotal * EARLY_PAYMENT.percent) / 100), ...(model ? model.instalments!.map((amount) => Math.round((band.annualTotal * amount) / model.annualTotal)) : [])];
    for (const guess of guesses) expect(page).not.toContain(String(guess));
  }
});

test('a fees file with a band missing or a figure that is not whole rupees stops the build, naming the file and field', () => {
  const file = { year: '2024-25', source: 'x', instalmentDueDates: ['a', 'b', 'c'], earlyPayment: { percent: 5, payBefore: 'x' }, bands: FEE_BANDS };
  expect(() => feesOf({ ...file, bands: FEE_BANDS.slice(1) })).toThrow(/^content\/fees\.yaml: bands: must hold 4 items/);
  expect(() => feesOf({ ...file, bands: [{ ...FEE_BANDS[0], annualTotal: 74858.5 }, ...FEE_BANDS.slice(1)] })).toThrow(/bands\[0\]\.annualTotal/);
});

test('a new fee year is one edit of content/fees.yaml, and the fees page follows it', () => {
  const published: Fees = readFees();
  const next: Fees = {
    ...published,
    year: '2031-32',
    source: 'The school office, 2031',
    bands: published.bands.map((band, index) => ({ ...band, monthlyTuition: 7001 + index, annualTotal: 98001 + index, instalments: undefined, earlyPaymentDiscount: undefined })),
  };
  const overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-fees-'));
  fs.writeFileSync(path.join(overlay, 'fees.yaml'), YAML.stringify(JSON.parse(JSON.stringify(next))));
  try {
    withOverlay(overlay, () => jest.isolateModules(() => {
      const pages = jest.requireActual<typeof import('./pages')>('./pages/index.ts');
      const fees = jest.requireActual<typeof import('./fees')>('./fees.ts');
      const page = JSON.stringify(pages.articleAt('/generalinfo'));
      expect(fees.FEE_YEAR).toBe('2031-32');
      expect(page).toContain('2031-32');
      for (const band of next.bands) expect(page).toMatch(new RegExp(String(band.annualTotal).replace(/(\d)(?=(\d{3})+$)/g, '$1,?')));
      expect(page).not.toMatch(new RegExp(String(published.bands[0]!.annualTotal).replace(/(\d)(?=(\d{3})+$)/g, '$1,?')));
    }));
  } finally {
    fs.rmSync(overlay, { recursive: true, force: true });
  }
});

test('a band the editor saved with its instalments and discount left empty reads as unpublished, not as a wrong figure', () => {
  const fees = YAML.parse(fs.readFileSync('content/fees.yaml', 'utf8'));
  const saved = { ...fees, bands: fees.bands.map((band: Record<string, unknown>) => ({ ...band, instalments: [], earlyPaymentDiscount: null })) };
  const read = feesOf(saved);
  for (const band of read.bands) {
    expect(band.instalments).toBeUndefined();
    expect(band.earlyPaymentDiscount).toBeUndefined();
  }
});
