import { EARLY_PAYMENT, earlyPaymentDiscount, FEE_BANDS, FEE_YEAR, INSTALMENT_DUE_DATES, instalments } from '../fees';
import type { Article } from '../types';

/** Past ICSE results, as the school office reports them. */
export const PAST_RESULTS = [
  { year: '2024', appeared: 58, passed: 58, distinctions: 31, highest: '97.4%' },
  { year: '2023', appeared: 54, passed: 54, distinctions: 27, highest: '96.2%' },
  { year: '2022', appeared: 49, passed: 49, distinctions: 22, highest: '95.8%' },
  { year: '2021', appeared: 47, passed: 47, distinctions: 24, highest: '96.0%' },
] as const;

export const GENERAL_INFO: Article = {
  path: '/generalinfo',
  title: 'General Info',
  description: `Fee structure ${FEE_YEAR}, payment schedule and past results.`,
  sections: [
    {
      heading: `Fee structure ${FEE_YEAR}`,
      blocks: [
        {
          kind: 'table',
          table: {
            caption: `Fee structure ${FEE_YEAR} (in rupees)`,
            columns: ['Section', 'Classes', 'Tuition fee (monthly)', 'Annual total'],
            rows: FEE_BANDS.map((band) => [band.label, band.classes, band.monthlyTuition, band.annualTotal]),
          },
        },
      ],
    },
    {
      heading: 'Payment schedule',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'Quarterly instalments (in rupees)',
            columns: ['Section', ...INSTALMENT_DUE_DATES.map((date) => `Due by ${date}`), 'Total'],
            rows: FEE_BANDS.map((band) => [band.label, ...instalments(band), band.annualTotal]),
            note: 'Fees are paid in three quarterly instalments, online through the parent portal or at the school office.',
          },
        },
        {
          kind: 'table',
          table: {
            caption: `Early payment discount: ${EARLY_PAYMENT.percent}% when the full fee is paid before ${EARLY_PAYMENT.payBefore}`,
            columns: ['Section', 'Annual total', `Discount (${EARLY_PAYMENT.percent}%)`, 'Payable before ' + EARLY_PAYMENT.payBefore],
            rows: FEE_BANDS.map((band) => [band.label, band.annualTotal, earlyPaymentDiscount(band), band.annualTotal - earlyPaymentDiscount(band)]),
          },
        },
      ],
    },
    {
      heading: 'Past results',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'ICSE results',
            columns: ['Year', 'Appeared', 'Passed', 'Pass percentage', 'Distinctions', 'Highest score'],
            rows: PAST_RESULTS.map((result) => [
              result.year,
              result.appeared,
              result.passed,
              `${Math.round((result.passed / result.appeared) * 100)}%`,
              result.distinctions,
              result.highest,
            ]),
          },
        },
      ],
    },
  ],
};
