// A query with any word of a group finds pages with any other; add a group or a word to widen the search.
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['fee', 'fees', 'tuition'],
  ['timing', 'timings', 'hours'],
  ['std', 'standard', 'class', 'grade'],
  ['holiday', 'holidays', 'vacation', 'vacations'],
  ['bus', 'buses', 'transport', 'van'],
  ['kg', 'kindergarten'],
  ['nursery', 'playgroup', 'preschool'],
  ['admission', 'admissions', 'enrolment', 'enrollment'],
  ['exam', 'exams', 'examination', 'examinations', 'test', 'tests'],
  ['uniform', 'dress'],
  ['contact', 'phone', 'telephone', 'email', 'call'],
  ['address', 'location', 'located', 'where', 'directions', 'map', 'reach'],
  ['calendar', 'event', 'events', 'schedule'],
  ['tiffin', 'lunch', 'food', 'canteen', 'snack', 'snacks', 'meal', 'meals'],
  ['sick', 'ill', 'illness', 'unwell', 'fever', 'medical', 'doctor'],
  ['book', 'books', 'textbook', 'textbooks', 'stationery'],
  ['curriculum', 'syllabus', 'subjects'],
  ['teacher', 'teachers', 'staff', 'faculty'],
  ['job', 'jobs', 'career', 'vacancy', 'vacancies'],
];

/** Search results are capped at this many, best first. */
export const SEARCH_RESULT_LIMIT = 20;
