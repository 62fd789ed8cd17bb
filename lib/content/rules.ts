/** The school's rules, in the words the pages show (content/rules.yaml): pages list them by name. */
import { readRules } from './office';
import type { TableData } from './types';

const RULES = readRules();

export type RuleName = keyof typeof RULE_TEXT;
export const RULE_TEXT = RULES.rules as Record<'lateMarks' | 'pinkCards' | 'withdrawal' | 'terms' | 'passMark' | 'marksSplit' | 'unitTests' | 'absenceNotice' | 'removalFromRoll', string>;

/** The rules' tables by name (the assessment pattern). */
export const RULE_TABLES: Record<string, TableData> = RULES.tables;
