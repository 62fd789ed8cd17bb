import { expect, test } from './test';
import { expectNoAxeViolations } from './a11y';
import { confirmUnusualAge, field, fillEnquiry, submissionsFor, uniqueEmail } from './forms';
import { renderPdf } from '../demo-provider/files.mjs';

test.describe('admission enquiry on /contact-us', () => {
  test('an empty form shows every message next to its field, and sends nothing', async ({ reusedPage: page }) => {
    await page.goto('/contact-us');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/enquiry')) posted = true;
    });
    await expect(field(page, 'Class')).toHaveValue('Playgroup');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const expected: [string, string][] = [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone number is required'],
      ['Date of Birth', 'Date of Birth is required'],
      ['Present School', 'Present School is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ];
    for (const [label, message] of expected) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(page.getByText('Gender is required')).toBeVisible();
    await expect(field(page, 'Name')).toBeFocused();
    expect(posted).toBe(false);
    await expectNoAxeViolations(page, 'form');
  });

  test('format messages: e-mail and a phone that is not 10 digits', async ({ reusedPage: page }) => {
    await page.goto('/contact-us');
    await field(page, 'Email').fill('asha@example');
    await field(page, 'Phone').fill('98765');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  });

  test('the phone takes a number as parents write it, says which ten digits will be sent, and never cuts one to fit', async ({ reusedPage: page }) => {
    await page.goto('/contact-us');
    const phone = field(page, 'Phone');
    await phone.pressSequentially('+91 98a765-43210');
    await expect(phone).toHaveValue('+91 98765-43210');
    await expect(page.locator('#phone-read-as')).toHaveText('We will send 98765 43210.');
    // fill() inserts text in one go, as a paste does: nothing is cut.
    await phone.fill('098765 432101');
    await expect(phone).toHaveValue('098765 432101');
    await expect(page.locator('#phone-read-as')).toHaveText('');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  });

  test('beside each form\'s send button, and in the footer, a link to the privacy notice', async ({ reusedPage: page }) => {
    for (const [path, button] of [['/contact-us', 'Send enquiry'], ['/career', 'Submit application']] as const) {
      await page.goto(path);
      const actions = page.getByRole('button', { name: button }).locator('..');
      await expect(actions.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    }
  });

  test('a date of birth in the future is refused with a message that says so', async ({ reusedPage: page }) => {
    await page.goto('/contact-us');
    await field(page, 'Date of Birth').fill('2099-08-15');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('The date of birth is in the future; please check the year')).toBeVisible();
  });

  test('a date unusual for the class is a question: an 8-year-old for Playgroup is asked about, then sent when the parent confirms', async ({ reusedPage: page, request }) => {
    await confirmUnusualAge(page, request, uniqueEmail('age-question'));
  });

  test('a valid enquiry is sent with the school code; the form resets and thanks the parent', async ({ reusedPage: page, request }) => {
    const email = uniqueEmail('enquiry');
    await page.goto('/contact-us');
    await fillEnquiry(page, email);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for contacting us!' })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Class')).toHaveValue('Playgroup');
    const [sent] = await submissionsFor(request, email);
    expect(sent).toMatchObject({
      kind: 'Admission',
      fields: { name: 'Asha Rao', phone: '9876543210', gender: 'Female', class: 'Class 1', date: '2019-04-12', schoolcode: 'KVNS' },
    });
  });
});

test.describe('career application on /career', () => {
  test('messages for empty fields and a missing file', async ({ reusedPage: page }) => {
    await page.goto('/career');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Please upload an image, PDF, Word document, or CSV file')).toBeVisible();
    await expect(page.getByText('up to 5 MB')).toBeVisible();
    await expectNoAxeViolations(page, 'form');
  });

  test('a file of another type is refused and cleared', async ({ reusedPage: page }) => {
    await page.goto('/career');
    const file = field(page, 'Your CV or application');
    await file.setInputFiles({ name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByText('Only images, PDFs, Word documents, or CSV files are allowed.')).toBeVisible();
    await expect(file).toHaveValue('');
  });

  test('a valid application uploads with progress, is forwarded, and the form resets', async ({ reusedPage: page, request }) => {
    const email = uniqueEmail('career');
    await page.goto('/career');
    await field(page, 'Name').fill('Ravi Kumar');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('9123456780');
    const pdf = renderPdf('Curriculum Vitae');
    await field(page, 'Your CV or application').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your form was submitted successfully.' })).toContainText('Thank you for contacting us!');
    await expect(field(page, 'Name')).toHaveValue('');
    const [sent] = await submissionsFor(request, email);
    expect(sent).toMatchObject({ kind: 'inquiry', fields: { name: 'Ravi Kumar', phone: '9123456780', schoolcode: 'KVNS', reference: expect.stringMatching(/^KVNS-/) } });
    // The file's name starts with the post's reference, where the office sees it.
    expect(sent?.files).toEqual([expect.objectContaining({ name: `${sent?.fields.reference}-cv.pdf`, size: pdf.length })]);
  });

  test('a disguised file passes the browser but not the server: the message shows, the rest is kept', async ({ reusedPage: page, request }) => {
    const email = uniqueEmail('disguised');
    await page.goto('/career');
    await field(page, 'Name').fill('Ravi Kumar');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('9123456780');
    await field(page, 'Your CV or application').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Only images, PDFs, Word documents, or CSV files are allowed.')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Ravi Kumar');
    expect(await submissionsFor(request, email)).toEqual([]);
  });
});
