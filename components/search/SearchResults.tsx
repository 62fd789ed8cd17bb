import { formatDayShortMonthYear } from '@/lib/time/dates';
import type { SearchOutcome } from '@/lib/search/engine';
import Snippet from './Snippet';
import styles from './Search.module.css';

const searchHref = (query: string) => `/search?${new URLSearchParams({ q: query }).toString()}`;

/** The results of a search, best first; with none, the closest words of the site and the contact page. */
export default function SearchResults({ outcome }: { outcome: SearchOutcome }) {
  const { query, results, total, suggestions } = outcome;
  if (results.length === 0) {
    return (
      <div className={styles.empty}>
        <p role="status">
          No results for “{query}”.
        </p>
        {suggestions.length > 0 ? (
          <p>
            Did you mean{' '}
            {suggestions.map((word, index) => (
              <span key={word}>
                {index > 0 ? (index === suggestions.length - 1 ? ' or ' : ', ') : null}
                <a href={searchHref(word)}>{word}</a>
              </span>
            ))}
            ?
          </p>
        ) : null}
        <p>
          Try other words, or <a href="/contact-us">ask the school office</a>: we are happy to help.
        </p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className={styles.count}>
        {total === 1 ? '1 result' : `${total} results`} for “{query}”
        {total > results.length ? `, the best ${results.length} shown` : ''}.
      </p>
      <ol className={styles.results} aria-label="Search results">
        {results.map((result) => (
          <li key={result.url} className={styles.result}>
            <h2 className={styles.resultTitle}>
              <a href={result.url}>{result.section ? `${result.title}: ${result.section}` : result.title}</a>
            </h2>
            <p className={styles.where}>
              {result.where}
              {result.date ? <> · <time dateTime={result.date.slice(0, 10)}>{formatDayShortMonthYear(result.date)}</time></> : null}
            </p>
            {result.snippet.length > 0 ? (
              <p className={styles.snippet}>
                <Snippet parts={result.snippet} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
