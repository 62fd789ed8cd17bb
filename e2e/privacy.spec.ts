import { spawnSync } from 'node:child_process';
import { expect, test } from './test';
import { DECLARATION, field, fillEnquiry, REFERENCE_LINE, submissionsFor, uniqueEmail } from './forms';
import { E2E } from './settings.mjs';
import { NEXT_STEPS } from '../lib/forms/messages';

/** What the site's outbox holds of a reference, as the office's own tool lists it (never a field). */
function outboxLists(reference: string): boolean {
  const listed = spawnSync(process.execPath, ['scripts/outbox.mjs', 'list'], { env: { ...process.env, ...E2E.env }, encoding: 'utf8' });
  expect(listed.status, listed.stderr).toBe(0);
  return listed.stdout.includes(reference);
}

/**
 * A child's details are taken only as the law allows: the short notice is read before Send on both forms,
 * the full notice (with its version) one link away, and an enquiry is sent only by someone who declares
 * they are the child's parent or lawful guardian, with scripts and without.
 */
const FORMS = [
  { path: '/contact-us', send: 'Send enquiry', says: /only to answer your enquiry about admission/ },
  { path: '/career', send: 'Submit application', says: /only to consider you for a post/ },
] as const;

test('the short notice stands before Send on both forms, with the full notice and its version one link away', async ({ reusedPage: page }) => {
  for (const { path, send, says } of FORMS) {
    await page.goto(path);
    const notice = page.getByRole('main').getByText(says);
    await expect(notice, path).toHaveCount(1);
    await expect(notice).toContainText(/at most \d+ days/);
    await expect(notice).toContainText(/withdraw your agreement and have it erased/);
    await expect(notice.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    await expect(notice).toContainText(/\(version \d+, \d+ \w+ \d{4}\)/);
    const noticeFirst = await notice.evaluate((element, name) => {
      const button = [...document.querySelectorAll('main button')].find((candidate) => candidate.textContent?.trim() === name)!;
      return Boolean(element.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, send);
    expect(noticeFirst, `${path}: the notice comes before ${send}`).toBe(true);
  }
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(/Version \d+, \d+ \w+ \d{4}\./);
  await expect(page.getByRole('main')).toContainText('The school office will publish the name and e-mail address of the officer who answers complaints about personal data here.');
  await expect(page.getByRole('main')).toContainText('Data Protection Board of India');
});

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled: scripts });

    test('an enquiry without the declaration gets its message, keeps what was typed, and nothing is sent', async ({ page, request }) => {
      const email = uniqueEmail(`declaration-${scripts ? 'js' : 'nojs'}`);
      await page.goto('/contact-us');
      await fillEnquiry(page, email);
      const declaration = page.getByLabel(DECLARATION);
      await declaration.uncheck();
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByText("Please confirm that you are the child's parent or lawful guardian")).toBeVisible();
      await expect(declaration).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(/^Email/)).toHaveValue(email);
      expect(await submissionsFor(request, email)).toEqual([]);
      await declaration.check();
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByRole('status')).toContainText('Thank you for contacting us!');
      await expect.poll(async () => (await submissionsFor(request, email)).length).toBe(1);
      const [sent] = await submissionsFor(request, email);
      expect(Object.keys(sent!.fields).sort()).toEqual(['address', 'class', 'date', 'email', 'gender', 'location', 'message', 'messageTitle', 'name', 'phone', 'schoolcode']);
    });

    test('a problem with the website is reported from the accessibility page on a short form of its own, asking nothing of a child', async ({ page, request }) => {
      const email = uniqueEmail(`problem-${scripts ? 'js' : 'nojs'}`);
      await page.goto('/accessibility');
      await page.getByRole('main').getByRole('link', { name: 'Report a problem' }).click();
      await expect(page).toHaveURL(/\/report-a-problem$/);
      await field(page, 'Name').fill('Meera Shah');
      await field(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Send report' }).click();
      await expect(field(page, 'What went wrong')).toHaveAccessibleDescription(/Please say what went wrong/);
      await expect(field(page, 'Email')).toHaveValue(email);
      await field(page, 'Page').fill('/Prospectus');
      await field(page, 'What went wrong').fill('The flip-book does not turn with the arrow keys.');
      await page.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByRole('status').filter({ hasText: REFERENCE_LINE })).toContainText(NEXT_STEPS.problem);
      await expect.poll(async () => (await submissionsFor(request, email)).length).toBe(1);
      const [sent] = await submissionsFor(request, email);
      expect(Object.keys(sent!.fields).sort()).toEqual(['email', 'message', 'messageTitle', 'name', 'schoolcode']);
      expect(sent!.fields.messageTitle).toBe('A problem with the website');
    });

    test('a withdrawal without a reference asks which form and about when, never a child\'s details, and reaches the office', async ({ page, request }) => {
      const email = uniqueEmail(`no-reference-${scripts ? 'js' : 'nojs'}`);
      await page.goto('/withdraw-consent');
      const main = page.getByRole('main');
      for (const childField of [/date of birth/i, /gender/i, /present school/i, /^Class/]) await expect(main.getByLabel(childField)).toHaveCount(0);
      await field(page, 'Name').fill('Ravi Kumar');
      await field(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(field(page, 'Which form you sent')).toHaveAccessibleDescription(/Without a reference, say which form you sent/);
      await expect(field(page, 'Email')).toHaveValue(email);
      await field(page, 'Which form you sent').selectOption('career');
      await field(page, 'About when you sent it').fill('2026-10');
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByRole('status').filter({ hasText: REFERENCE_LINE })).toContainText(NEXT_STEPS.withdrawal);
      await expect.poll(async () => (await submissionsFor(request, email)).length).toBe(1);
      const [sent] = await submissionsFor(request, email);
      expect(Object.keys(sent!.fields).sort()).toEqual(['email', 'message', 'messageTitle', 'name', 'schoolcode']);
      expect(sent!.fields.message).toContain('the job application I sent in October 2026');
    });
  });
}

for (const scripts of [true, false]) {
  test(`${scripts ? 'with' : 'without'} scripts: a withdrawal by reference reaches the office with a reference of its own, and the site keeps nothing of the post`, async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: scripts });
    const page = await context.newPage();
    const email = uniqueEmail(`withdraw-${scripts ? 'js' : 'nojs'}`);
    await page.goto('/contact-us');
    await fillEnquiry(page, email);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const sentWith = REFERENCE_LINE.exec((await page.getByRole('status').filter({ hasText: REFERENCE_LINE }).textContent()) ?? '')![1]!;
    expect(outboxLists(sentWith)).toBe(true);

    // Another e-mail address: the request still reaches the office, marked NOT MATCHED, and nothing is erased.
    const intruder = `intruder.${email}`;
    await page.goto('/withdraw-consent');
    await field(page, 'Reference').fill(sentWith);
    // A name that carries a message to the office is refused with the field's message.
    await field(page, 'Name').fill('Call 022-5555-0000 now: your seat is cancelled unless fee paid at kvns-pay.example');
    await field(page, 'Email').fill(intruder);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(field(page, 'Name')).toHaveAccessibleDescription(/Please give your name in letters/);
    await field(page, 'Name').fill('Someone Else');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status').filter({ hasText: REFERENCE_LINE })).toContainText(NEXT_STEPS.withdrawal);
    await expect.poll(async () => (await submissionsFor(request, intruder)).length).toBe(1);
    expect((await submissionsFor(request, intruder))[0]!.fields.message).toContain("This website's check: NOT MATCHED.");
    expect(outboxLists(sentWith)).toBe(true);

    await page.goto('/privacy');
    await page.getByRole('main').getByRole('link', { name: 'Withdraw consent and erase a form' }).click();
    await expect(page).toHaveURL(/\/withdraw-consent$/);
    await expect(page.getByRole('main').getByText(/goes to the school office only to act on your request/)).toHaveCount(1);
    // A reference mistyped gets its message, and what was typed stays.
    await field(page, 'Reference').fill('KVNS-12');
    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(field(page, 'Reference')).toHaveAccessibleDescription(/A reference looks like KVNS-7F3K4Q/);
    await expect(field(page, 'Email')).toHaveValue(email);
    await field(page, 'Reference').fill(sentWith.toLowerCase());
    await page.getByRole('button', { name: 'Send request' }).click();
    const status = page.getByRole('status').filter({ hasText: REFERENCE_LINE });
    await expect(status).toContainText(NEXT_STEPS.withdrawal);
    const requestReference = REFERENCE_LINE.exec((await status.textContent()) ?? '')![1]!;
    expect(requestReference).not.toBe(sentWith);

    await expect.poll(async () => (await submissionsFor(request, email)).map((sent) => sent.fields.messageTitle)).toEqual(['Admission for Class 1', 'Withdrawal of consent and erasure request']);
    const withdrawal = (await submissionsFor(request, email))[1]!;
    expect(withdrawal.fields.message).toContain(`reference ${sentWith}.`);
    expect(withdrawal.fields.message).toContain("This website's check: matched.");
    expect(withdrawal.fields.message).toMatch(new RegExp(`Reference: ${requestReference}$`));
    expect(outboxLists(sentWith)).toBe(false);
    await context.close();
  });
}
