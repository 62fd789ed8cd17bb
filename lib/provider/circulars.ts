import { isNewsletter } from './categories';
import { listOf } from './lists';

const getCircularRecords = () => listOf('circulars');

export const getCirculars = async () => (await getCircularRecords()).filter((record) => !isNewsletter(record));

export const getNewsletters = async () => (await getCircularRecords()).filter(isNewsletter);
