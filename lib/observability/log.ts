// Never what a family typed: callers pass no field value, and `redact` blanks the names a careless caller
// might pass. The cache handler, loaded outside the bundles, logs through it too.
import pino from 'pino';
import pretty from 'pino-pretty';
import { settings } from '../server/settings.ts';
import { currentRequestId } from './requestContext.ts';
import { processWide } from '../server/processWide.ts';

/** Field names a form carries: blanked wherever they appear in a line's object. */
const FORM_FIELDS = ['name', 'email', 'phone', 'mobile', 'message', 'address', 'studentName', 'parentName', 'fatherName', 'motherName', 'resume', 'fields', 'body'];

function createLogger(): import('pino').Logger {
  const options: import('pino').LoggerOptions = {
    level: settings.logLevel,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: [...FORM_FIELDS, ...FORM_FIELDS.map((field) => `*.${field}`)], censor: '[kept out of logs]' },
  };
  // Under `npm run dev`, lines for a person at a terminal, synchronous so they keep their order beside Next's own.
  if (process.env.NODE_ENV === 'development') return pino(options, pretty({ sync: true, ignore: 'pid,hostname' }));
  return pino(options);
}

/** What went wrong, as a line's `reason`: an error's message, or whatever was thrown, as text. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The process's logger, one for the cache handler (outside the bundles), instrumentation and every route's bundle. */
export const log = processWide('logger', createLogger);
