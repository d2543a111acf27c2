import { onTestFinished, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addons, planList } from '@dealbook/domain/subscriptions/plans';
import { plansApi, type PlanCatalogue } from '../../account/plans-api';
import { subscriptionApi, type Invoice, type SubscriptionView } from '../../account/subscription-api';
import { renderScreen } from '../../testing/render';
import { SubscriptionPage } from './SubscriptionPage';

// What the subscription page's specs share: the catalogue, the page opened on a view, its plan list and buttons.

export const catalogue = (): PlanCatalogue => ({ plans: planList(), addons: addons.map((a) => ({ ...a })) });

/**
 * Opens /app/subscription (with `search`, e.g. '?plan=…') on `views`, answered in turn (the last one repeats),
 * with `invoices` as the payments made (none unless told).
 */
export function openOn(views: SubscriptionView[], search = '', { invoices = [] }: { invoices?: Invoice[] } = {}) {
  const retrieve = vi.spyOn(subscriptionApi, 'retrieve');
  views.forEach((view, i) => (i === views.length - 1 ? retrieve.mockResolvedValue(view) : retrieve.mockResolvedValueOnce(view)));
  vi.spyOn(plansApi, 'list').mockResolvedValue(catalogue());
  vi.spyOn(subscriptionApi, 'publishable').mockResolvedValue({ key: null, sandbox: true });
  const readInvoices = vi.spyOn(subscriptionApi, 'invoices').mockResolvedValue(invoices);
  const rendered = renderScreen(<SubscriptionPage />, `${SubscriptionPage.path}${search}`);
  return { retrieve, readInvoices, ...rendered };
}

/** The plan list of a term: a table on a desktop, a list of cards on a phone. */
export const planTable = (term: 'Monthly' | 'Annual' = 'Monthly') => screen.findByRole('table', { name: `${term} plans` });
export const planCards = (term: 'Monthly' | 'Annual' = 'Monthly') => screen.findByRole('list', { name: `${term} plans` });

/** The plans' rows (or cards), without the table's header row. */
export const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole(list.tagName === 'TABLE' ? 'row' : 'listitem')
    .filter((r) => !r.closest('thead'));

/** A plan's row (or card) by the plan's name: 'Premium Limited' is the plan without add-ons. */
export const rowOf = (list: HTMLElement, name: string) => within(list).getByText(name).closest<HTMLElement>('tr, li')!;

/** The plan button of a row or card, by its label ('Upgrade Plan', 'Current Plan', …). */
export const planButtonOf = (row: HTMLElement, label: string) => within(row).getByRole('button', { name: new RegExp(`^${label}:`) });

/** Each row's button label, in list order. */
export const buttonLabels = (list: HTMLElement) => rowsOf(list).map((row) => within(row).getByRole('button').textContent);

/** Every media query matches during this test: the phone layout (MUI's `down('md')`). */
export function onPhone() {
  onTestFinished(() => void vi.unstubAllGlobals());
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** jsdom does not scroll: records the elements scrolled into view during this test (`mock.contexts`). */
export function watchScrolls() {
  const scroll = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scroll, configurable: true, writable: true });
  onTestFinished(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });
  return scroll;
}

export const currentPlan = () => screen.findByRole('region', { name: 'Current plan' });
