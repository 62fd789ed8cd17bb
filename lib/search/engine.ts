// MiniSearch with title and heading boosts, prefixes and typo tolerance; a page's matching sections make
// one result, and when nothing matches the closest words are offered.
import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch';
import { SEARCH_RESULT_LIMIT } from '@/lib/content/search';
import { LRUCache } from 'lru-cache';
// "sports day photos" is answered by that kind's items about the topic before pages about the kind.
import { KIND_WORDS, type SearchDocument } from './documents';
import { editDistance, isGroupTerm, queryTermsOf, termsOf, tokenize } from './terms';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

export interface SearchResult {
  url: string;
  title: string;
  where: string;
  /** The heading of the one section of a page that matched. */
  section?: string;
  date?: string | null;
  snippet: SnippetPart[];
}

export interface SearchOutcome {
  query: string;
  results: SearchResult[];
  /** Results found, before the cap. */
  total: number;
  /** Words of the site closest to what was typed, when nothing matched. */
  suggestions: string[];
}

export interface SiteSearchIndex {
  search(query: string, limit?: number): SearchOutcome;
  readonly documentCount: number;
}

/** Outcomes each index keeps, by query and limit: a repeated query is not searched again. */
export const OUTCOMES_KEPT = { max: 1000, maxSize: 8 * 1024 * 1024 };

/** The longest query read; the rest is dropped. */
export const MAX_QUERY_LENGTH = 200;

/**
 * A query as typed, made safe to search and show: one line, in its compatibility form (NFKC), trimmed, at most
 * MAX_QUERY_LENGTH characters. The bound is taken after the form, since one character may stand for many
 * (U+FDFA is 18 under NFKC): what the search folds is what was bounded.
 */
export function cleanQuery(raw: unknown): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return '';
  return first
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

const FIELDS = ['title', 'askedAs', 'section', 'where', 'text'] as const;
const BOOST = { title: 3, askedAs: 3, section: 2, where: 1, text: 1 };
/** Fields that say what a page is about, not merely what it mentions. */
const HEADING_FIELDS: readonly string[] = ['title', 'askedAs', 'section'];
/** A page's second-best section scoring at least this share of its best makes the page the answer. */
const CLOSE_SECOND = 0.8;
/** Provider items are short, which favours them in BM25; the school's pages answer most questions. */
const PROVIDER_ITEM_WEIGHT = 0.7;
/** A page whose title or headings hold every word comes before a dated item that merely mentions them. */
const ANSWERING_PAGE_WEIGHT = 4;
/** Words nearly every page says: they count for little, so the question's other words decide. */
const SITE_WORDS = new Set(['school', 'kvns']);
const SITE_WORD_WEIGHT = 0.2;
/** An item of the kind a question names, holding every other word of it, comes before every page. */
const KIND_ITEM_WEIGHT = 6;
/** The statements about this website rank for words about them (in their title or headings) only. */
const STATEMENT_PAGES = new Set(['/privacy', '/accessibility', '/withdraw-consent']);
const STATEMENT_WEIGHT = 0.2;
/** Typos are forgiven from five letters: at four, "list" would be a "last". */
const FUZZY_FROM_LETTERS = 5;
const SNIPPET_WORDS = 28;
const WORDS_BEFORE_MATCH = 8;

/** Each word of a text with where it starts and ends. */
function wordsWithPlaces(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** A window of the text around its first matched word, with every matched word in it marked. */
export function snippetOf(text: string, matchedTerms: ReadonlySet<string>): SnippetPart[] {
  const words = wordsWithPlaces(text);
  if (words.length === 0) return [];
  const isMatch = (word: string) => (termsOf(word) ?? []).some((term) => matchedTerms.has(term));
  const firstMatch = words.findIndex((entry) => isMatch(entry.word));
  const from = firstMatch > WORDS_BEFORE_MATCH ? firstMatch - WORDS_BEFORE_MATCH : 0;
  const to = Math.min(words.length, from + SNIPPET_WORDS);
  const parts: SnippetPart[] = [];
  const push = (part: string, marked: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += part;
    else if (part) parts.push({ text: part, marked });
  };
  if (from > 0) push('… ', false);
  let cursor = words[from]!.start;
  for (const entry of words.slice(from, to)) {
    push(oneLine(text.slice(cursor, entry.start)), false);
    push(entry.word, isMatch(entry.word));
    cursor = entry.end;
  }
  if (to < words.length) push(' …', false);
  else push(oneLine(text.slice(cursor)).trimEnd(), false);
  return parts;
}

/** The shortest typed word that also finds the words it begins ("prospec" finds "prospectus"). */
const PREFIX_FROM_LETTERS = 4;

type Hit = MiniSearchResult & Pick<SearchDocument, 'kind' | 'url' | 'page' | 'title' | 'where' | 'section' | 'date' | 'text'>;

export function createSearchIndex(documents: readonly SearchDocument[]): SiteSearchIndex {
  const miniSearch = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    storeFields: ['kind', 'url', 'page', 'title', 'where', 'section', 'date', 'text'],
    tokenize,
    processTerm: termsOf,
    searchOptions: {
      boost: BOOST,
      processTerm: queryTermsOf,
      // A word of three letters is a whole word ("bus"), never the start of another ("busy").
      prefix: (term) => !isGroupTerm(term) && term.length >= PREFIX_FROM_LETTERS,
      fuzzy: (term) => (!isGroupTerm(term) && term.length >= FUZZY_FROM_LETTERS ? 0.2 : false),
      maxFuzzy: 2,
      boostTerm: (term) => (SITE_WORDS.has(term) ? SITE_WORD_WEIGHT : 1),
      boostDocument: (_id, _term, stored) => (stored?.kind === 'item' ? PROVIDER_ITEM_WEIGHT : 1),
      combineWith: 'OR',
    },
  });
  miniSearch.addAll(documents.map((document) => ({ ...document, section: document.section ?? '', askedAs: document.askedAs ?? '' })));

  // The words of the site as written, with how often each appears, for "did you mean".
  const vocabulary = new Map<string, { word: string; count: number }>();
  for (const document of documents) {
    for (const word of tokenize(`${document.title} ${document.section ?? ''} ${document.text}`)) {
      const key = word.toLowerCase();
      if (key.length < 3 || /^\d+$/.test(key)) continue;
      const entry = vocabulary.get(key);
      if (entry) entry.count += 1;
      else vocabulary.set(key, { word: key, count: 1 });
    }
  }

  const closestWords = (query: string): string[] => {
    const scored: { word: string; distance: number; count: number }[] = [];
    for (const typed of tokenize(query)) {
      const key = typed.toLowerCase();
      if (!termsOf(key) || key.length < 3) continue;
      const limit = Math.max(2, Math.floor(key.length / 3));
      for (const entry of vocabulary.values()) {
        const distance = editDistance(key, entry.word, limit);
        if (distance <= limit) scored.push({ word: entry.word, distance, count: entry.count });
      }
    }
    scored.sort((a, b) => a.distance - b.distance || b.count - a.count);
    return [...new Set(scored.map((entry) => entry.word))].slice(0, 3);
  };

  // Distinct queries push out the least recently used, so a flood of them cannot fill memory.
  const outcomes = new LRUCache<string, SearchOutcome>({ ...OUTCOMES_KEPT, sizeCalculation: (outcome) => JSON.stringify(outcome).length * 2 });

  return {
    documentCount: miniSearch.documentCount,
    search(rawQuery, limit = SEARCH_RESULT_LIMIT) {
      const query = cleanQuery(rawQuery);
      if (!query) return { query, results: [], total: 0, suggestions: [] };
      const key = `${limit}\u0000${query}`;
      const kept = outcomes.get(key);
      if (kept) return kept;
      // Each of the question's words, as the terms it is searched under ("fees": fees, fee, the fee group).
      const typed = tokenize(query).filter((word) => !SITE_WORDS.has(word.toLowerCase()));
      const questionWords = typed.map(queryTermsOf).filter((terms): terms is string[] => terms !== null);
      // The kind of content the question names, if any, and its other words: the topic.
      const kindWheres = new Set(typed.flatMap((word) => KIND_WORDS[word.toLowerCase()] ?? []));
      const topicWords = typed
        .filter((word) => !KIND_WORDS[word.toLowerCase()])
        .map(queryTermsOf)
        .filter((terms): terms is string[] => terms !== null);
      const meets = (term: string, matched: string) => matched === term || (!isGroupTerm(term) && term.length >= 3 && matched.startsWith(term));
      const answers = (hit: Hit) => {
        if (hit.kind === 'item' || questionWords.length === 0) return false;
        const headed = Object.entries(hit.match).flatMap(([matched, fields]) => (fields.some((field) => HEADING_FIELDS.includes(field)) ? [matched] : []));
        return questionWords.every((terms) => headed.some((matched) => terms.some((term) => meets(term, matched))));
      };
      // The share of the question's words a hit holds anywhere: an item that holds only some of them
      // merely mentions the question.
      const coverage = (hit: Hit) => {
        const matched = Object.keys(hit.match);
        return questionWords.length === 0 ? 1 : questionWords.filter((terms) => matched.some((term) => terms.some((word) => meets(word, term)))).length / questionWords.length;
      };
      const holdsTopic = (hit: Hit) => {
        const matched = Object.keys(hit.match);
        return topicWords.length > 0 && topicWords.every((terms) => matched.some((term) => terms.some((word) => meets(word, term))));
      };
      const headedMatch = (hit: Hit) => Object.values(hit.match).some((fields) => fields.some((field) => HEADING_FIELDS.includes(field)));
      const weighOf = (hit: Hit) => {
        if (hit.kind === 'item' && kindWheres.has(hit.where) && holdsTopic(hit)) return KIND_ITEM_WEIGHT;
        if (STATEMENT_PAGES.has(hit.page) && !headedMatch(hit)) return STATEMENT_WEIGHT;
        return answers(hit) ? ANSWERING_PAGE_WEIGHT : hit.kind === 'item' ? coverage(hit) : 1;
      };
      const hits = (miniSearch.search(query) as Hit[]).map((hit) => ({ ...hit, score: hit.score * weighOf(hit) })).sort((a, b) => b.score - a.score);
      // A page's sections gather into one result, shown as its best-matching section, and linked to that
      // section unless another section of the page matched about as well.
      const byPage = new Map<string, { best: Hit; closeSecond: boolean }>();
      for (const hit of hits) {
        const group = byPage.get(hit.page);
        if (!group) byPage.set(hit.page, { best: hit, closeSecond: false });
        else if (hit.score >= group.best.score * CLOSE_SECOND) group.closeSecond = true;
      }
      const results = [...byPage.values()].slice(0, limit).map(({ best, closeSecond }): SearchResult => {
        const oneSection = best.section && !closeSecond;
        return {
          url: oneSection ? best.url : best.page,
          title: best.title,
          where: best.where,
          ...(oneSection ? { section: best.section } : {}),
          ...(best.date ? { date: best.date } : {}),
          snippet: snippetOf(best.text, new Set(best.terms)),
        };
      });
      const outcome = { query, results, total: byPage.size, suggestions: results.length ? [] : closestWords(query) };
      outcomes.set(key, outcome);
      return outcome;
    },
  };
}
