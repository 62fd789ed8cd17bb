import type { APIRequestContext, Page } from '@playwright/test';
import { E2E } from './settings.mjs';

/**
 * Visit as a returning visitor who closed the demo notification before, so the home page's pop-up
 * stays shut in tests about other things (its own test opens it as a first-time visitor).
 */
export async function asReturningVisitor(page: Page, request: APIRequestContext) {
  const { data } = await (await request.get(`${E2E.providerUrl}/api/notification/KVNS`)).json();
  const signature = (data as { _id: string }[]).map((notification) => notification._id).join(',');
  await page.addInitScript((value) => window.localStorage.setItem('kvns:dismissed-notifications', value), signature);
}

/**
 * How many times the page recalculated style while `wait` ran: a page that asks for a frame 60 times a
 * second adds ~120 in 2 s, one that sits still adds none.
 */
export async function styleRecalcsDuring(page: Page, wait: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const count = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'RecalcStyleCount')!.value;
  const before = await count();
  await wait();
  const recalcs = (await count()) - before;
  await cdp.detach();
  return recalcs;
}
