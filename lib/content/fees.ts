/** Fees 2024-25. One edit here changes every page and table that shows them. */

export const FEE_YEAR = '2024-25';

export interface FeeBand {
  id: 'pre-primary' | 'primary' | 'middle' | 'secondary';
  label: string;
  classes: string;
  monthlyTuition: number;
  annualTotal: number;
}

export const FEE_BANDS: FeeBand[] = [
  { id: 'pre-primary', label: 'Pre-Primary', classes: 'Playgroup to Senior KG', monthlyTuition: 5347, annualTotal: 74858 },
  { id: 'primary', label: 'Primary', classes: 'Std I to IV', monthlyTuition: 5692, annualTotal: 79688 },
  { id: 'middle', label: 'Std V to VIII', classes: 'Std V to VIII', monthlyTuition: 6049, annualTotal: 84686 },
  { id: 'secondary', label: 'Std IX and X', classes: 'Std IX and X', monthlyTuition: 6460, annualTotal: 90440 },
];

export const INSTALMENT_DUE_DATES = ['30 June', '31 October', '28 February'] as const;

/**
 * Months of tuition in each quarterly instalment. The pre-primary instalments
 * (26735, 26735, 21388) are 5, 5 and 4 months of 5347. The other bands follow the same rule.
 */
export const INSTALMENT_MONTHS = [5, 5, 4] as const;

export function instalments(band: FeeBand): number[] {
  return INSTALMENT_MONTHS.map((months) => months * band.monthlyTuition);
}

export const EARLY_PAYMENT = { percent: 5, payBefore: '30.06.2024' } as const;

/** The discount for paying the full year before the deadline, in whole rupees (pre-primary: 3743). */
export function earlyPaymentDiscount(band: FeeBand): number {
  return Math.round((band.annualTotal * EARLY_PAYMENT.percent) / 100);
}
