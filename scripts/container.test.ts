/**
 * No image can be built where the tests run (no Docker daemon), so the image is pinned to what the tests
 * run instead: the same server, started the same way, with the same clean stop.
 */
import fs from 'node:fs';
import path from 'node:path';
import playwrightConfig from '../playwright.config';
import { E2E } from '../e2e/settings.mjs';

const root = path.resolve(__dirname, '..');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const compose = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');

/** The instruction's JSON form, as the image runs it. */
const execForm = (instruction: string) => JSON.parse(new RegExp(`^${instruction} (\\[.*\\])$`, 'm').exec(dockerfile)?.[1] ?? 'null') as string[] | null;

test('the image starts the server the end-to-end tests start: next start, with the site\'s clean stop', () => {
  const servers = [playwrightConfig.webServer].flat().filter((server) => server?.command.includes('next start'));
  expect(servers).toHaveLength(1);
  const [program, ...args] = servers[0]!.command.split(' ');
  expect(execForm('CMD')).toEqual([program, ...args.slice(0, 2)]);
  expect(E2E.env.NEXT_MANUAL_SIG_HANDLE).toBe('true');
  expect(dockerfile).toMatch(/NEXT_MANUAL_SIG_HANDLE=true/);
});

test('the image runs as a user of its own, keeps the outbox and the image cache on volumes, and checks readiness', () => {
  expect(dockerfile).toMatch(/^USER kvns$/m);
  expect(dockerfile).toMatch(/FORM_OUTBOX_DIR=\/data\/outbox/);
  expect(dockerfile).toMatch(/^VOLUME \["\/data\/outbox", "\/app\/\.next\/cache"\]$/m);
  expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n {2}CMD [^\n]*\/api\/health\/ready/m);
});

test('compose runs the site twice beside one Redis that keeps what it holds', () => {
  expect(compose.match(/^ {2}site-[ab]:$/gm)).toHaveLength(2);
  expect(compose).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
  expect(compose).toMatch(/--appendonly", "yes"/);
});
