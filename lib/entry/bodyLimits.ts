// Every address that takes a body, with the most it takes and how long it may take to arrive, and the pages
// that read their query: nginx's rules are written from this by the build (deploy/nginx/appRules.mjs), and the
// app's own checks (requestRules.ts) read the same. Node loads this file itself at build time, so its imports
// name their files.
import { MAX_UPLOAD_BYTES } from '../content/formats.ts';
import { VITALS_BODY_LIMIT_BYTES } from '../observability/vitals.ts';

export interface BodyLimit {
  maxBytes: number;
  /** The whole body must have arrived by then. */
  deadlineMs: number;
  /** A page's own post, as a browser sends a form without scripts. */
  pagePost: boolean;
}

/** The largest enquiry a browser posts itself: every field at its longest, in four-byte characters, is well under this. */
export const ENQUIRY_PAGE_POST_MAX_BYTES = 64 * 1024;
/** A whole application post: the file plus room for the other fields and the multipart framing. */
export const CAREER_POST_MAX_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** The career page's own post: room for a file somewhat over its limit, so its message comes back with what was typed. */
export const FORM_PAGE_POST_MAX_BYTES = 8 * 1024 * 1024;
/** Where a career page post larger than that is sent, unread. */
export const FILE_TOO_LARGE_PAGE = '/career/file-too-large';

const pagePost = (maxBytes: number): BodyLimit => ({ maxBytes, deadlineMs: 120_000, pagePost: true });
// A few short fields: on the slowest phone line this is a second or two.
const jsonForm: BodyLimit = { maxBytes: 32 * 1024, deadlineMs: 15_000, pagePost: false };

export const BODY_LIMITS = {
  '/contact-us': pagePost(ENQUIRY_PAGE_POST_MAX_BYTES),
  '/withdraw-consent': pagePost(ENQUIRY_PAGE_POST_MAX_BYTES),
  '/report-a-problem': pagePost(ENQUIRY_PAGE_POST_MAX_BYTES),
  '/career': pagePost(FORM_PAGE_POST_MAX_BYTES),
  '/api/enquiry': jsonForm,
  '/api/withdraw': jsonForm,
  '/api/problem': jsonForm,
  // 5 MB in two minutes needs about 350 kbit/s: a slow 3G line still makes it.
  '/api/career': { maxBytes: CAREER_POST_MAX_BYTES, deadlineMs: 120_000, pagePost: false },
  '/api/vitals': { maxBytes: VITALS_BODY_LIMIT_BYTES, deadlineMs: 5_000, pagePost: false },
  '/api/revalidate': { maxBytes: 4096, deadlineMs: 5_000, pagePost: false },
} as const satisfies Record<string, BodyLimit>;

export type BodyAddress = keyof typeof BODY_LIMITS;

/** A page's own post from a page of an earlier build, sent on by nginx (lib/entry/earlierBuildPost.ts): as large as the largest page post. */
export const EARLIER_BUILD_POST_PREFIX = '/api/form-post/';
export const EARLIER_BUILD_POST_LIMIT: BodyLimit = { maxBytes: FORM_PAGE_POST_MAX_BYTES, deadlineMs: 120_000, pagePost: false };

/** The editor's saves (a photo or PDF as base64 in JSON), under this prefix; taken only where the editor is on. */
export const EDITOR_API_PREFIX = '/api/keystatic/';
export const EDITOR_SAVE_LIMIT: BodyLimit = { maxBytes: 24 * 1024 * 1024, deadlineMs: 120_000, pagePost: false };

/**
 * The pages that read their query. Every other page is rendered without it (a cached page records the
 * address it was rendered for, and is then served to everyone), but for the framework's own parameter.
 */
export const QUERY_READING_PAGES = ['/search', '/_next/image', '/subgallery'] as const;
/** The framework's cache-busting parameter on its own navigation requests. */
export const FRAMEWORK_QUERY = ['_rsc'] as const;
/** Answered by routes that read their own query, and the build's immutable files. */
export const QUERY_READING_FOLDERS = ['/api/', '/_next/static/'] as const;
