// The same for indexed pages and typed words: each word, its singular and its synonym group, so "fees",
// "fee" and "tuition" meet.
import { SEARCH_SYNONYMS } from '@/lib/content/search';

/** Words that carry no meaning in a question ("what are the school timings"). */
const STOP_WORDS = new Set(
  'a an and are at be by can do does for from how i in is it me my of on or the to what when which who with you your'.split(' '),
);

/** Words whose final s is not a plural. */
const NOT_PLURALS = new Set(['news', 'bus', 'class', 'series', 'physics', 'mathematics', 'economics', 'sports', 'campus', 'syllabus', 'canvas']);

/** A synonym group's own term: marked, so it never meets a word that is spelt the same. */
const GROUP_MARK = '~';

const groupOf = new Map<string, string>();
for (const group of SEARCH_SYNONYMS) for (const word of group) groupOf.set(foldCase(word), `${GROUP_MARK}${foldCase(group[0]!)}`);

function foldCase(word: string): string {
  return word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
}

const IRREGULAR_PLURALS: Record<string, string> = { buses: 'bus', children: 'child', people: 'person' };

/** English plural to singular, for the cases a school's pages use. */
export function singular(word: string): string {
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word];
  if (word.length <= 3 || NOT_PLURALS.has(word) || /(ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Words of a text, split where letters and digits stop; "Std-IV" is "Std" and "IV", "9:00" is "9" and "00". */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/** The terms a word is indexed and searched under; none for a stop word. */
export function termsOf(word: string): string[] | null {
  const folded = foldCase(word);
  if (!folded || STOP_WORDS.has(folded)) return null;
  const single = singular(folded);
  const group = groupOf.get(folded) ?? groupOf.get(single);
  return [...new Set([folded, single, ...(group ? [group] : [])])];
}

/** Edit distance between two words, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typos forgiven in a word of this length: none below 4 letters, one up to 7, two from 8. */
export function typoAllowance(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Also the synonym group of a group word it is a typo of: "fess" meets "fee" and "tuition". */
export function queryTermsOf(word: string): string[] | null {
  const terms = termsOf(word);
  if (!terms || terms.some(isGroupTerm)) return terms;
  // One typo only: two would make "facility" a "faculty".
  const allowance = Math.min(1, typoAllowance(terms[0]!.length));
  if (allowance === 0) return terms;
  for (const [synonym, group] of groupOf) {
    if (editDistance(terms[0]!, synonym, allowance) <= allowance) return [...new Set([...terms, ...(termsOf(synonym) ?? []), group])];
  }
  return terms;
}

/** Whether a term is a synonym group's (matched exactly: no prefix, no typo tolerance). */
export function isGroupTerm(term: string): boolean {
  return term.startsWith(GROUP_MARK);
}
