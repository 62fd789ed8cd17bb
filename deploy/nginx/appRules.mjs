// The part of nginx's configuration that depends on the app, written by the build from the app's own
// declarations (lib/entry/bodyLimits.ts) into <distDir>/nginx/, which site.conf.template includes: which addresses take a body and how large, and which pages read their query.
import fs from 'node:fs';
import path from 'node:path';
import { BODY_LIMITS, EARLIER_BUILD_POST_LIMIT, EARLIER_BUILD_POST_PREFIX, EDITOR_API_PREFIX, EDITOR_SAVE_LIMIT, FILE_TOO_LARGE_PAGE, QUERY_READING_FOLDERS, QUERY_READING_PAGES } from '../../lib/entry/bodyLimits.ts';

/** nginx's size for a number of bytes: whole kilobytes, rounded up. */
const size = (bytes) => `${Math.ceil(bytes / 1024)}k`;
/** nginx's quoting of an exact address: the app's addresses hold no quote or space. */
const exact = (address) => {
  if (!/^\/[\w./-]*$/.test(address)) throw new Error(`an address nginx cannot be given as it is: ${address}`);
  return address;
};

function bodyLocation(address, { maxBytes, pagePost }, prefix = false) {
  const lines = [
    `location ${prefix ? '^~ ' : '= '}${exact(address)} {`,
    `    client_max_body_size ${size(maxBytes)};`,
    // The body is read by nginx, at the client's pace, before Next sees the request.
    `    limit_conn kvns_bodies_per_address 128;`,
    `    limit_conn kvns_bodies_whole_site 1024;`,
  ];
  // A browser always declares a form's length: a page post without one (chunked) is refused unread, so
  // no stream of fields the size of the limit reaches Next.
  if (pagePost) lines.push(`    if ($http_transfer_encoding) {`, `        return 411;`, `    }`);
  // A page's own post too large to read: the career page has a page that says so; the others a plain answer.
  if (pagePost) lines.push(address === '/career' ? `    error_page 413 = @career_file_too_large;` : `    error_page 413 = @post_too_large;`);
  // A parent's file over the limit, posted without scripts: read on a while after the answer, so the
  // browser, which reads it once its body is sent, sees where it is sent.
  if (address === '/career') lines.push(`    lingering_close on;`, `    lingering_time 30s;`);
  // A page post from a page of an earlier build names a Server Action this build does not have.
  // (A location's own error pages replace the server's: Next away is still the busy page.)
  if (pagePost) lines.push(`    proxy_intercept_errors on;`, `    error_page 409 = @form_from_earlier_build;`, `    error_page 502 504 = @busy;`);
  lines.push(`    proxy_pass http://kvns_next;`, `}`);
  return lines.join('\n');
}

const WRITTEN = '# Written by the build from lib/entry/bodyLimits.ts (deploy/nginx/appRules.mjs): edit those, not this.';

/** A map's line for the addresses under a folder. */
const under = (folder) => `    ~^${exact(folder).replace(/[.]/g, '\\.')} 1;`;

/**
 * Inside `http {}`: $kvns_reads_query, 1 where the page reads its query (elsewhere nginx passes on only the
 * framework's own parameter); $kvns_takes_body, 1 where a POST is taken.
 */
export function appMaps() {
  const reads = [...QUERY_READING_FOLDERS.map(under), ...QUERY_READING_PAGES.map((page) => `    ${exact(page)} 1;`)];
  const bodies = [...Object.keys(BODY_LIMITS).map((address) => `    ${exact(address)} 1;`), under(EARLIER_BUILD_POST_PREFIX), under(EDITOR_API_PREFIX)];
  return [WRITTEN, '', 'map $uri $kvns_reads_query {', '    default 0;', ...reads, '}', '', 'map $uri $kvns_takes_body {', '    default 0;', ...bodies, '}', ''].join('\n');
}

/** Inside `server {}`: the addresses that take a body. */
export function appLocations() {
  return [
    WRITTEN,
    '',
    `# The career page's own post, too large to read: the page that says so, with a way back.`,
    `location @career_file_too_large {`,
    `    limit_req zone=kvns_refusals burst=1024;`,
    `    root /nonexistent;`,
    `    try_files /refused @answer_career_file_too_large;`,
    `}`,
    `location @answer_career_file_too_large {`,
    `    return 303 ${FILE_TOO_LARGE_PAGE};`,
    `}`,
    '',
    ...Object.entries(BODY_LIMITS).map(([address, limit]) => bodyLocation(address, limit)),
    bodyLocation(EARLIER_BUILD_POST_PREFIX, EARLIER_BUILD_POST_LIMIT, true),
    bodyLocation(EDITOR_API_PREFIX, EDITOR_SAVE_LIMIT, true),
    '',
  ].join('\n');
}

/** Writes both where `npm run serve` and the image read them: <distDir>/nginx/app-maps.conf and app-locations.conf. */
export function writeAppRules(distDir) {
  const folder = path.join(distDir, 'nginx');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'app-maps.conf'), appMaps());
  fs.writeFileSync(path.join(folder, 'app-locations.conf'), appLocations());
  return folder;
}
