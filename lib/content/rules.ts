/** The school's rules, in the words the pages show (content/rules.yaml): pages list them by name. */
import { RULE_NAMES } from './formats';
import { readRules } from './office';
import type { TableData } from './types';

const RULES = readRules();

export type RuleName = (typeof RULE_NAMES)[number];
// The shape holds one rule per name of RULE_NAMES, each required.
export const RULE_TEXT = RULES.rules as Record<RuleName, string>;

/** The rules' tables by name (the assessment pattern). */
export const RULE_TABLES: Record<string, TableData> = RULES.tables;
