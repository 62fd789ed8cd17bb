/** The fees as the school published them (content/fees.yaml): one edit there changes every page and table. */
import { readFees, schoolYearOn, type FeeBand } from './office';

export type { FeeBand };

const FEES = readFees();

export const FEE_YEAR = FEES.year;
export const FEE_BANDS: FeeBand[] = FEES.bands;
export const INSTALMENT_DUE_DATES = FEES.instalmentDueDates;
export const EARLY_PAYMENT = FEES.earlyPayment;

/** The school year the page is built in, when the published fees are of an earlier one (they are then said to be pending). */
export const CURRENT_SCHOOL_YEAR = schoolYearOn(new Date());
export const FEES_ARE_CURRENT = FEE_YEAR === CURRENT_SCHOOL_YEAR;
