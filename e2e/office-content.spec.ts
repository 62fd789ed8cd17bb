import { expect, test } from './test';
import { SITE_ROUTES } from '../lib/http/siteRoutes';

/**
 * A fresh deployment shows only what the school has supplied: with every contact item pending in
 * content/school.yaml, no page offers a phone, an e-mail, an address, a map or a social or portal link, in
 * its HTML or in its structured data, and the pages that would hold them say the office will publish them.
 */
const PAGES = SITE_ROUTES;
const INVENTED = [/tel:/i, /mailto:/i, /kvns\.edu\.in/i, /Kandivali|Mahavir Nagar|400067/i, /google\.com\/maps/i, /facebook\.com|instagram\.com|youtube\.com\/@/i];

test('no page renders a contact detail, map or outside link the office has not supplied', async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    for (const pattern of INVENTED) expect(html, `${path}: ${pattern}`).not.toMatch(pattern);
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
      const data = JSON.stringify(JSON.parse(json!));
      for (const key of ['"telephone"', '"email"', '"PostalAddress"']) expect(data, `${path}: ${key}`).not.toContain(key);
    }
  }
});

test('where a pending item would stand, the page says once that the office will publish it', async ({ reusedPage: page }) => {
  await page.goto('/contact-us');
  const main = page.getByRole('main');
  await expect(main.getByText(/^The school office will publish the school's phone number, the school's e-mail address, the school's postal address \(and so its map\) here\./)).toHaveCount(1);
  await expect(main.getByText("The school office will publish the school's pages on social networks here.")).toHaveCount(1);
  await expect(main.getByRole('heading', { name: 'Find us' })).toHaveCount(0);
  await page.goto('/parent-portal-guidelines');
  await expect(page.getByRole('main').getByText('The school office will publish the link to the parent portal here.')).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/^The school office will publish the school's phone number/)).toHaveCount(1);
  await expect(footer.getByRole('link', { name: 'admission enquiry form' })).toHaveAttribute('href', '/contact-us#enquiry-title');
});
