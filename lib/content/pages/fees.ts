import { EARLY_PAYMENT, earlyPaymentDiscount, FEE_BANDS, FEE_YEAR, INSTALMENT_DUE_DATES, instalments } from '../fees';
import type { Article } from '../types';

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
          kind: 'paragraph',
          text: 'Not yet published: the past ICSE results (students who appeared and passed, distinctions and the highest score each year) will be shown here once the school office has confirmed them. Until then, the school office can tell you.',
        },
        { kind: 'see-also', links: [{ text: 'The latest ICSE result', href: '/result' }] },
      ],
    },
  ],
};
