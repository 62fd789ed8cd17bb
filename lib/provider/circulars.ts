import { listOf } from './lists';
import type { Circular } from './types';

/** Circulars and newsletters share one call; newsletters are told apart by category, in any case. */
export function isNewsletter(record: Circular): boolean {
  return record.category.toLowerCase() === 'newsletter';
}

const getCircularRecords = () => listOf('circulars');

export const getCirculars = async () => (await getCircularRecords()).filter((record) => !isNewsletter(record));

export const getNewsletters = async () => (await getCircularRecords()).filter(isNewsletter);
