// Search benchmark: autocannon against /search (the results page) and /api/search (as you type) on the
// production build and the demo provider, 20 connections for 8 s each: one query repeated, then a new
// query for every request. Prints req/s and latency percentiles, then how many of the questions parents ask
// (lib/content/searchQuestions.ts) find their page first and in the first three on the site as the office has
// written it. BENCH_SKIP_BUILD=1 reuses the build.
import autocannon from 'autocannon';
import { startProductionSite } from './bench-server.mjs';
import { SEARCH_QUESTIONS } from '../lib/content/searchQuestions.ts';

const CONNECTIONS = 20;
const DURATION = 8;
const WORDS = ['fees', 'bus', 'timings', 'admission', 'uniform', 'library', 'sports', 'holiday', 'exam', 'canteen', 'music', 'science'];

/** A different query for each request: two words and a counter, so none is ever seen twice. */
function distinctQueries() {
  let count = 0;
  return () => {
    count += 1;
    return `${WORDS[count % WORDS.length]} ${WORDS[(count * 7) % WORDS.length]} ${count}`;
  };
}

/** What a browser's page load sends: a results page asked for this way may be answered from memory. */
const AS_A_BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function run(url, nextQuery) {
  const options = { url, connections: CONNECTIONS, duration: DURATION, headers: AS_A_BROWSER };
  if (nextQuery) {
    options.requests = [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?q=${encodeURIComponent(nextQuery())}` }) }];
  }
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** The page a result opens: an album's query and a listing's filter (`#year=…`) dropped, a section's anchor kept. */
const answerOf = (url) => url.replace(/\?[^#]*/, '').replace(/#[^#]*=.*$/, '');
/** Whether an answer is the question's page: `#fee-structure` stands for the fee table of any year, `#notice` for any notice. */
const isPage = (answer, page) => answer === page || (page.includes('#') && answer.startsWith(`${page}-`));

async function reportQuestions(site) {
  const missed = [];
  let first = 0;
  let inThree = 0;
  for (const { question, page } of SEARCH_QUESTIONS) {
    const { results } = await (await fetch(`${site}/api/search?q=${encodeURIComponent(question)}`)).json();
    const found = results.map((result) => answerOf(result.url));
    if (isPage(found[0] ?? '', page)) first += 1;
    if (found.slice(0, 3).some((answer) => isPage(answer, page))) inThree += 1;
    else missed.push({ question, page, 'answered first': found[0] ?? '(nothing)' });
  }
  console.log(`questions parents ask: ${first} of ${SEARCH_QUESTIONS.length} find their page first, ${inThree} in the first three`);
  if (missed.length) console.table(missed);
}

const { site, stop } = await startProductionSite({ sitePort: 3230, providerPort: 4230 });
try {
  const rows = [];
  for (const path of ['/search', '/api/search']) {
    // Warm: the index is built on the first search.
    await fetch(`${site}${path}?q=fees`);
    for (const [kind, nextQuery] of [['repeated', null], ['distinct', distinctQueries()]]) {
      const result = await run(`${site}${path}?q=school+fees`, nextQuery);
      rows.push({ path, queries: kind, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
    }
  }
  console.table(rows);
  await reportQuestions(site);
} finally {
  stop();
}
