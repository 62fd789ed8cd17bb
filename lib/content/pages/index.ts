/** Every page made from an article, by path: the `[article]` route, the e2e tests and the sitemap read this. */
import type { Article } from '../types';
import { ACCESSIBILITY } from './accessibility';
import { ACADEMIC_EXCELLENCE, CURRICULUM, EXAMINATION, PEDAGOGY, RESULT } from './academics';
import { MISSION, OUR_SCHOOL, VISION, VISION_MISSION } from './about';
import { INFRASTRUCTURE } from './facilities';
import { GENERAL_INFO } from './fees';
import { ERP_SOFTWARE, PARENT_PORTAL_GUIDELINES } from './parents';
import { PRIVACY } from './privacy';
import { EPTA, FACULTY, OUR_STAFF } from './people';
import { CODE_OF_CONDUCT, LEAVE_ABSENCE, RECOMMENDATIONS_TO_PARENTS, SCHOOL_TERMS, SCHOOL_TIMINGS_PAGE } from './policies';
import { CLUBS, HOUSES, SCHOOL_TRANSPORT, SPORT_ACADEMY, STUDENT_COUNCIL } from './school-life';

export const ARTICLES: Article[] = [
  OUR_SCHOOL,
  VISION_MISSION,
  VISION,
  MISSION,
  OUR_STAFF,
  EPTA,
  CODE_OF_CONDUCT,
  PEDAGOGY,
  ACADEMIC_EXCELLENCE,
  CURRICULUM,
  EXAMINATION,
  LEAVE_ABSENCE,
  RECOMMENDATIONS_TO_PARENTS,
  SCHOOL_TIMINGS_PAGE,
  CLUBS,
  HOUSES,
  GENERAL_INFO,
  INFRASTRUCTURE,
  SCHOOL_TERMS,
  SCHOOL_TRANSPORT,
  RESULT,
  STUDENT_COUNCIL,
  SPORT_ACADEMY,
  FACULTY,
  PARENT_PORTAL_GUIDELINES,
  ERP_SOFTWARE,
  ACCESSIBILITY,
  PRIVACY,
];

/** The article served at a path, matched exactly (the routes are case-sensitive). */
export function articleAt(path: string): Article | undefined {
  return ARTICLES.find((article) => article.path === path);
}
