/** The school's facts, as told on Our School and the home page's About School panel: each from the spec (section 9). */
import { SCHOOL } from './school';

export const SCHOOL_FACTS = {
  computersAndLaptops: 161,
  seminarHallSeats: 200,
  libraryBooksOver: 8500,
  foundingYear: SCHOOL.foundingYear,
  foundingStudents: SCHOOL.foundingStudents,
} as const;

/** One sentence of the school's facts, for Our School and Infrastructure. */
export const FACILITIES_SENTENCE = `The school has ${SCHOOL_FACTS.computersAndLaptops} computers and laptops, a library of over ${SCHOOL_FACTS.libraryBooksOver} books and a seminar hall that seats ${SCHOOL_FACTS.seminarHallSeats}.`;

export const OUR_SCHOOL_HISTORY: string[] = [
  `${SCHOOL.name} was founded in ${SCHOOL.foundingYear} with ${SCHOOL.foundingStudents} students. It is an ${SCHOOL.board}-affiliated, co-educational, English-medium school in Mumbai.`,
  FACILITIES_SENTENCE,
];
