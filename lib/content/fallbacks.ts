/** What a page shows where a provider record lacks a value, in the words visitors see everywhere. */
export const FALLBACK = {
  title: 'No Title',
  notAvailable: 'N/A',
  description: 'No Description',
  noData: 'No Data Found',
} as const;
