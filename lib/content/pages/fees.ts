import { CURRENT_SCHOOL_YEAR, EARLY_PAYMENT, FEE_BANDS, FEE_YEAR, FEES_ARE_CURRENT, INSTALMENT_DUE_DATES } from '../fees';
import type { Article, Block } from '../types';

const withInstalments = FEE_BANDS.filter((band) => band.instalments);
const withDiscount = FEE_BANDS.filter((band) => band.earlyPaymentDiscount);
/** Bands whose instalments or discount the school has not published: said once, not worked out. */
const unpublished = FEE_BANDS.filter((band) => !band.instalments || !band.earlyPaymentDiscount).map((band) => band.label);

export const GENERAL_INFO: Article = {
  path: '/generalinfo',
  title: 'General Info',
  description: `Fee structure ${FEE_YEAR}, payment schedule and past results.`,
  sections: [
    {
      heading: `Fee structure ${FEE_YEAR}`,
      blocks: [
        ...(FEES_ARE_CURRENT ? [] : [{ kind: 'pending', what: `the fees for ${CURRENT_SCHOOL_YEAR}` } satisfies Block]),
        {
          kind: 'table',
          table: {
            caption: `Fee structure ${FEE_YEAR} (in rupees)`,
            columns: ['Section', 'Classes', 'Tuition fee (monthly)', 'Annual total'],
            rows: FEE_BANDS.map((band) => [band.label, band.classes, band.monthlyTuition, band.annualTotal]),
            note: `The fees for the school year ${FEE_YEAR}, as the school published them.`,
          },
        },
      ],
    },
    {
      heading: 'Payment schedule',
      blocks: [
        { kind: 'paragraph', text: `Fees are paid in three quarterly instalments, due by ${INSTALMENT_DUE_DATES.slice(0, -1).join(', ')} and ${INSTALMENT_DUE_DATES.at(-1)}.` },
        {
          kind: 'table',
          table: {
            caption: `Quarterly instalments ${FEE_YEAR} (in rupees)`,
            columns: ['Section', ...INSTALMENT_DUE_DATES.map((date) => `Due by ${date}`), 'Total'],
            rows: withInstalments.map((band) => [band.label, ...band.instalments!, band.annualTotal]),
          },
        },
        {
          kind: 'table',
          table: {
            caption: `Early payment discount: ${EARLY_PAYMENT.percent}% when the full fee is paid before ${EARLY_PAYMENT.payBefore}`,
            columns: ['Section', 'Annual total', `Discount (${EARLY_PAYMENT.percent}%)`],
            rows: withDiscount.map((band) => [band.label, band.annualTotal, band.earlyPaymentDiscount!]),
          },
        },
        ...(unpublished.length > 0 ? [{ kind: 'pending', what: `the instalments and early-payment discount of ${unpublished.join(', ')}` } satisfies Block] : []),
      ],
    },
    {
      heading: 'Past results',
      blocks: [
        { kind: 'pending', what: 'the past ICSE results' },
        { kind: 'see-also', links: [{ text: 'The latest ICSE result', href: '/result' }] },
      ],
    },
  ],
};
