import { expect, test } from './test';
import ICAL from 'ical.js';
import { contentDisposition, titledFileName } from '../lib/provider/files';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { E2E } from './settings.mjs';

test('/calendar.ics serves every school event as text/calendar', async ({ request }) => {
  const events = (await (await request.get(`${E2E.providerUrl}/api/events/All/KVNS`)).json()).data as { title: string }[];
  const response = await request.get('/calendar.ics');
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const summaries = calendar.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('summary'));
  expect(summaries.sort()).toEqual(events.map((event) => event.title).sort());
});

test('/schoolevents links to the subscription, and each event to its own .ics', async ({ reusedPage: page, request }) => {
  await page.goto('/schoolevents');
  await expect(page.getByRole('link', { name: 'Subscribe to the school calendar' })).toHaveAttribute('href', `webcal://${new URL(page.url()).host}/calendar.ics`);
  await expect(page.getByRole('link', { name: 'download the calendar' })).toHaveAttribute('href', '/calendar.ics');
  const add = page.getByRole('link', { name: /^Add to calendar/ }).first();
  const href = (await add.getAttribute('href'))!;
  const answer = await request.get(href);
  const single = new ICAL.Component(ICAL.parse(await answer.text()));
  expect(single.getAllSubcomponents('vevent')).toHaveLength(1);
  // Saved under the event's title, not its id.
  const summary = String(single.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary'));
  expect(answer.headers()['content-disposition']).toBe(contentDisposition(titledFileName(summary, 'ics')!, false));
  expect((await request.get('/calendar/no-such-event.ics')).status()).toBe(404);
});

test('/feed.xml is valid RSS 2.0 of news and circulars, linked from every page', async ({ reusedPage: page, request }) => {
  const response = await request.get('/feed.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const items = new XMLParser().parse(xml).rss.channel.item as { title: string }[];
  expect(items.map((item) => item.title)).toContain('Admissions open for Playgroup to Class 8');
  expect(items.map((item) => item.title)).toContain('Winter uniform from 1st December');
  for (const path of ['/landing', '/OurSchool', '/news']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/feed.xml');
  }
});

test('the site can be installed: manifest, icons and favicon', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'KVNS', start_url: '/landing', display: 'standalone' });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});
