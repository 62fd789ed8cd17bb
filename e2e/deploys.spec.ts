import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { REFERENCE_LINE, submissionsFor, uniqueEmail } from './forms';
import { NEXT_BIN, outboxDirOfItsOwn, processGroup, ROOT, SITE_SERVER, waitFor } from './processes';
import { E2E } from './settings.mjs';

/**
 * A deploy: a second build of the same site, made as a fresh host makes it (its own folder, so its Server
 * Actions have ids of their own), served on its own port. A family's page from the first build, JavaScript
 * off, posts its enquiry; the post reaches the second build, as from its own address.
 */
const SECOND = `http://127.0.0.1:${E2E.sitePort + 85}`;
// (Not +80: 4190 is among the ports fetch refuses.)
const PROVIDER = `http://127.0.0.1:${E2E.providerPort + 85}`;
const SECOND_DIST = '.next/e2e-second';
const processes = processGroup({ ...process.env, ...E2E.env, PROVIDER_API_URL: PROVIDER });

test.describe.configure({ mode: 'serial' });

/** The id of the enquiry form's Server Action in a page's HTML. */
const actionIdIn = (html: string) => /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  processes.start(process.execPath, ['demo-provider/server.mjs'], { PORT: new URL(PROVIDER).port });
  await waitFor(async () => (await fetch(`${PROVIDER}/__demo/health`)).ok, 'the provider up');
  fs.rmSync(path.join(ROOT, SECOND_DIST), { recursive: true, force: true });
  const build = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env: { ...process.env, ...E2E.env, PROVIDER_API_URL: PROVIDER, SITE_URL: SECOND, NEXT_DIST_DIR: SECOND_DIST }, stdio: 'ignore' });
  const built = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  expect(built, 'the second build').toBe(0);
  processes.start(process.execPath, [SITE_SERVER, '-p', new URL(SECOND).port, '-H', '127.0.0.1'], { SITE_URL: SECOND, NEXT_DIST_DIR: SECOND_DIST, FORM_OUTBOX_DIR: outboxDirOfItsOwn('deploy-second') });
  await waitFor(async () => (await fetch(`${SECOND}/api/health`)).ok, 'the second build up', 240);
});

test.afterAll(() => {
  processes.stop();
  fs.rmSync(path.join(ROOT, SECOND_DIST), { recursive: true, force: true });
});

/** The hidden inputs of the enquiry form in a page's HTML: what the browser posts beside the typed fields. */
function hiddenInputsOfEnquiry(html: string): Record<string, string> {
  const form = html.slice(html.indexOf('aria-labelledby="enquiry-title"'), html.indexOf('</form>', html.indexOf('aria-labelledby="enquiry-title"')));
  const decode = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value = '']) => [name!, decode(value)]));
}

test("an enquiry from the first build's page, posted without scripts to the second build (another Server Action id): sent, with its reference", async ({ request }) => {
  const firstHtml = await (await fetch(`${E2E.siteUrl}/contact-us`)).text();
  const secondHtml = await (await fetch(`${SECOND}/contact-us`)).text();
  expect(actionIdIn(firstHtml)).toBeTruthy();
  expect(actionIdIn(secondHtml), 'each build draws its own action ids').not.toBe(actionIdIn(firstHtml));
  const email = uniqueEmail('deploy');
  // What the first build's page posts, JavaScript off (as e2e/forms-without-scripts.spec.ts fills it), sent
  // where the deploy now answers, from the site's own address.
  const typed = { name: 'Asha Rao', email, phone: '9876543210', date: '2019-04-12', gender: 'Female', class: 'Class 1', location: 'Little Stars Nursery', messageTitle: 'Admission for Class 1', message: 'Please share the admission process.', guardian: 'yes' };
  const answer = await request.post(`${SECOND}/contact-us`, { multipart: { ...hiddenInputsOfEnquiry(firstHtml), ...typed }, headers: { origin: SECOND }, maxRedirects: 0 });
  const html = await answer.text();
  expect(answer.status(), html.slice(0, 300)).toBe(200);
  expect(html).toContain('Thank you for contacting us!');
  expect(REFERENCE_LINE.exec(html)?.[1]).toMatch(/^KVNS-/);
  await expect.poll(async () => (await submissionsFor(request, email, PROVIDER)).length).toBe(1);
});

test("the same post with a mistake comes back from the second build with every typed field and its message, to send again", async ({ request }) => {
  const firstHtml = await (await fetch(`${E2E.siteUrl}/contact-us`)).text();
  const typed = { name: 'Asha Rao', email: 'asha@example', phone: '9876543210', date: '2019-04-12', gender: 'Female', class: 'Class 1', location: 'Little Stars Nursery', messageTitle: 'Admission for Class 1', message: 'Please share the admission process.', guardian: 'yes' };
  const answer = await request.post(`${SECOND}/contact-us`, { multipart: { ...hiddenInputsOfEnquiry(firstHtml), ...typed }, headers: { origin: SECOND }, maxRedirects: 0 });
  expect(answer.status()).toBe(422);
  const html = await answer.text();
  expect(html).toContain('<form method="post" action="/api/form-post/contact-us"');
  for (const value of [typed.name, typed.email, typed.location, typed.messageTitle, typed.message]) expect(html).toContain(value);
  expect(html).toMatch(/role="alert"[^>]*>[^<]*email/i);
});
