import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './settings.mjs';

/** What the demo provider recorded of a form post. */
export interface Submission {
  kind: string;
  fields: Record<string, string>;
  files?: { name: string; size: number }[];
}

/** The posts the demo provider received from this address (each test uses an address of its own). */
export async function submissionsFor(request: APIRequestContext, email: string, providerUrl = E2E.providerUrl): Promise<Submission[]> {
  const { submissions } = await (await request.get(`${providerUrl}/__demo/submissions`)).json();
  return (submissions as Submission[]).filter((submission) => submission.fields?.email === email);
}

/** A form field by its label; required fields' labels end in an asterisk. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A unique address per test, so parallel tests can tell their submissions apart. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

/** Every field of the enquiry, valid; the name as given. */
export async function fillEnquiry(page: Page, email: string, name = 'Asha Rao') {
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('9876543210');
  await field(page, 'Date of Birth').fill('2019-04-12');
  await page.getByLabel('Female').check();
  await field(page, 'Class').selectOption('Class 1');
  await field(page, 'Present School').fill('Little Stars Nursery');
  await field(page, 'Subject').fill('Admission for Class 1');
  await field(page, 'Message').fill('Please share the admission process.');
  await page.getByLabel(DECLARATION).check();
}

/** The enquiry's required declaration, by its label. */
export const DECLARATION = /^I am the child's parent or lawful guardian\./;

/** The thank-you's reference line, once shown. */
export const REFERENCE_LINE = /Your reference is (KVNS-[0-9A-Z]{6})\./;

/**
 * An 8-year-old for Playgroup (the suite's usual ages give 1 to 4, e2e/content/school.yaml): asked about
 * with the rest filled in, not refused; sent once the parent confirms, and the office is told so.
 */
export async function confirmUnusualAge(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/contact-us');
  await fillEnquiry(page, email);
  await field(page, 'Class').selectOption('Playgroup');
  await field(page, 'Date of Birth').fill(`${new Date().getUTCFullYear() - 9}-01-01`);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  const date = field(page, 'Date of Birth');
  await expect(date).toHaveAccessibleDescription(/Is the year right\? This date makes the child (8|9) years old; the school gives 1 to 4 years for Playgroup\./);
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays; nothing reached the office.
  await expect(field(page, 'Name')).toHaveValue('Asha Rao');
  expect(await submissionsFor(request, email)).toEqual([]);
  await page.getByLabel('The date of birth is right').check();
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: REFERENCE_LINE })).toBeVisible();
  const [sent] = await submissionsFor(request, email);
  expect(sent?.fields).toMatchObject({ class: 'Playgroup', date: `${new Date().getUTCFullYear() - 9}-01-01` });
  expect(sent?.fields.message).toContain("The sender confirmed the child's date of birth, which is outside the usual ages the school gives for the class.");
  expect(Object.keys(sent!.fields)).not.toContain('ageConfirmed');
}
