// `npm start`: Next's request handler behind the site's front door (lib/entry/frontDoor.ts). As `next start`:
// `-p`/`--port` (else PORT, else 3000) and `-H`/`--hostname` (else every address).
import { parseArgs } from 'node:util';
import { registerSourceImports } from './lib/server/sourceImports.ts';

// A production server: `next start` sets this too, and libraries read it (Next's custom server does not).
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const sourceImports = registerSourceImports(import.meta.dirname);
const { startSite } = await import('./lib/entry/startSite.ts');
await startSite(import.meta.dirname, { port: Number(values.port ?? process.env.PORT) || 3000, hostname: values.hostname });
// Everything from source is loaded by now. Left in place, the hooks sit in every require Next makes while
// it serves a page (its page modules, per request): about 1.5% of a cached page's CPU in a profile.
sourceImports.deregister();
