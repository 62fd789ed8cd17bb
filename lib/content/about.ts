/** The school's story and facts, as told on Our School and the home page's About School panel. */
import { SCHOOL } from './school';

export const SCHOOL_FACTS = {
  computersAndLaptops: 161,
  seminarHallSeats: 200,
  libraryBooksOver: 8500,
  foundingYear: SCHOOL.foundingYear,
  foundingStudents: SCHOOL.foundingStudents,
} as const;

export const OUR_SCHOOL_HISTORY: string[] = [
  `${SCHOOL.name} opened its doors in ${SCHOOL.foundingYear} with ${SCHOOL.foundingStudents} students and a handful of teachers who believed that a school should be a second home. It is an ${SCHOOL.board}-affiliated, co-educational, English-medium school in Mumbai.`,
  'From those first classrooms the school has grown, class by class, into a full school from Playgroup to Std X that prepares its students for the ICSE examination and for life beyond it.',
  `Our students learn in well-equipped laboratories with ${SCHOOL_FACTS.computersAndLaptops} computers and laptops, read from a library of over ${SCHOOL_FACTS.libraryBooksOver} books, and gather in a seminar hall that seats ${SCHOOL_FACTS.seminarHallSeats}.`,
  'Alongside academics, every child takes part in sports, clubs, the arts and the life of one of our four houses, so that they leave us disciplined, confident and caring citizens.',
];
