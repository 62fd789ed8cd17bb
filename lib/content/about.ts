/** The school's figures (content/facts.yaml), as Our School, Infrastructure and the home page show them. */
import { readFacts } from './office';

export const SCHOOL_FACTS = readFacts();

