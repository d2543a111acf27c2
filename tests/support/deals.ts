import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE } from './browser';
import { shoot } from './e2e';

/** Where the benchmark tests place their deals: DealComp finds comparables around the deal's location. */
export const BOSTON = { latitude: 42.3601, longitude: -71.0589 };

/** Creates a deal through the API as the signed-in user of `page`; its id. */
export async function createDeal(page: Page, url: string, deal: Record<string, unknown>): Promise<string> {
  const response = await page.request.post(`${url}/api/app/deals/secure/create`, { data: deal, headers: { origin: url } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The deal as stored, read through the API (the retrieve route may wrap it with its revision). */
export async function retrieveDeal(page: Page, url: string, id: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`${url}/api/app/deals/secure/${id}/retrieve`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { deal?: Record<string, unknown> } & Record<string, unknown>;
  return body.deal ?? body;
}

/** The open dialog as the screen shows it (a full page makes it tiny), at desktop and phone widths. */
export async function shootDialog(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await shoot(page, `${name}-${size}`, false);
  }
  await page.setViewportSize(DESKTOP);
}
