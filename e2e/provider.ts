import { expect, type APIRequestContext } from '@playwright/test';
import { CONTENT_NAMES } from '../lib/provider/contentNames';
import { E2E } from './settings.mjs';

/** A provider record as the demo provider sends it, read straight from it to compare with the pages. */
export interface RawRecord {
  _id: string;
  category?: string;
  title?: string | null;
  date?: string | null;
  attachments?: string[];
}

export async function providerData(request: APIRequestContext, path: string): Promise<RawRecord[]> {
  const body = await (await request.get(`${E2E.providerUrl}${path}`)).json();
  return body.data;
}

/** A record with neither a title nor a photo, which the site lists nowhere. */
export const isEmptyRecord = (item: RawRecord) => !item.title && !item.attachments?.length;

/** A category's albums as the site lists them: empty records left out. */
export const galleryOf = async (request: APIRequestContext, category: string) =>
  (await providerData(request, '/api/gallery/All/KVNS')).filter((item) => item.category === category && !isEmptyRecord(item));

export type FaultMode = 'ok' | 'down' | 'slow' | 'malformed' | 'broken' | 'error' | 'empty' | 'reject' | 'stored-error';

/** Flip the demo provider's fault switch (for every /api path containing `match`, or all). */
export async function setProviderFault(request: APIRequestContext, mode: FaultMode, options: { match?: string; delayMs?: number } = {}) {
  const response = await request.post(`${E2E.providerUrl}/__demo/fault`, { data: { mode, ...options } });
  if (!response.ok()) throw new Error(`fault switch failed: ${response.status()}`);
}

export const revalidationPeriodMs = E2E.revalidateSeconds * 1000;

/** The provider's webhook for all its content: the next visit to any page renders it afresh. */
export async function expireAllContent(request: APIRequestContext) {
  const response = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${E2E.env.REVALIDATE_SECRET}` },
    data: { content: CONTENT_NAMES },
  });
  expect(response.status()).toBe(204);
}

/** Every provider-driven route, and a text it shows from the demo provider. */
export const PROVIDER_ROUTES: [string, string][] = [
  ['/landing', 'Admissions open for Playgroup'],
  ['/news', 'Admissions open for Playgroup'],
  ['/circulars', 'Winter uniform'],
  ['/newsletter', 'KVNS Chronicle'],
  ['/schoolevents', 'Annual Day'],
  ['/photo-gallery', 'Annual Day Celebration'],
  ['/video-gallery', 'Campus Tour'],
  ['/our-accolades', 'Best ICSE School'],
  ['/activity', 'Inter-house Quiz'],
  ['/sport-corner', 'Inter-school Football'],
  ['/achievements', 'ICSE Board Results'],
  ['/achievements-kapolites', 'State Level Swimming'],
  ['/toppers', 'Ishaan Kapadia'],
  ['/testimonials', 'Priya Mehta'],
  ['/chairperson', 'Hema Sanghvi'],
  ['/founderchairperson', 'Rajesh Kapadia'],
  ['/principal', 'Neeta Shah'],
];

/** What each page shows when the provider answers with nothing (its empty state). */
export const EMPTY_STATES: [string, string][] = [
  ['/photo-gallery', 'No Data Found'],
  ['/circulars', 'No Data Found'],
  ['/news', 'No news available'],
  ['/testimonials', 'No testimonials found.'],
  ['/toppers', 'No toppers found for the selected year.'],
  ['/achievements', 'Error loading data. Please try again later.'],
  ['/achievements-kapolites', 'Error loading data. Please try again later.'],
  ['/founderchairperson', 'No message found'],
  ['/chairperson', 'The school office will publish a message from the Chairperson here.'],
  ['/principal', 'The school office will publish a message from the Principal here.'],
];
