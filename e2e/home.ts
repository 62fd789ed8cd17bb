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
