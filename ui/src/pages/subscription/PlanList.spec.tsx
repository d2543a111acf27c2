import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { noSubscription, subscriptionView } from '../../account/subscription-fixtures';
import { signedIn } from '../../testing/session';
import { buttonLabels, onPhone, openOn, planButtonOf, planCards, planTable, rowOf, rowsOf, watchScrolls } from './testing';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => signedIn());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const names = [
  'Premium Limited',
  'Premium Limited with DealComp',
  'Premium Limited with CapMatch',
  'Premium Limited with DealComp and CapMatch',
  'Premium Unlimited',
  'Premium Unlimited with DealComp',
  'Premium Unlimited with CapMatch',
  'Premium Unlimited with DealComp and CapMatch',
];
const cellsOf = (table: HTMLElement, column: number) => rowsOf(table).map((row) => (row as HTMLTableRowElement).cells[column]!.textContent);
const term = (name: 'Monthly' | 'Annual') => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));

describe("the subscription page's plan list", { timeout: 20_000 }, () => {
  it('lists the eight plans of the term with what each includes and its price, and the eight annual ones on Annual', async () => {
    openOn([subscriptionView()]);
    const monthly = await planTable();
    expect(cellsOf(monthly, 0).map((cell) => cell?.replace('Your plan', ''))).toEqual(names);
    expect(cellsOf(monthly, 2)).toEqual(['$99', '$178', '$178', '$257', '$178', '$257', '$257', '$336'].map((p) => `${p} / month`));
    const limited = rowOf(monthly, 'Premium Limited');
    expect(within(limited).getByText('5 model builds a cycle')).toBeTruthy();
    expect(within(limited).queryByText('DealComp')).toBeNull();
    const everything = rowOf(monthly, 'Premium Unlimited with DealComp and CapMatch');
    for (const text of ['Unlimited models', 'DealComp', 'CapMatch']) expect(within(everything).getByText(text)).toBeTruthy();
    expect(within(rowOf(monthly, 'Premium Unlimited with CapMatch')).queryByText('DealComp')).toBeNull();

    term('Annual');
    const annual = await planTable('Annual');
    expect(screen.queryByRole('table', { name: 'Monthly plans' })).toBeNull();
    expect(cellsOf(annual, 0)).toEqual(names);
    expect(cellsOf(annual, 2)).toEqual(
      ['$899', '$1,599', '$1,599', '$2,299', '$1,599', '$2,299', '$2,299', '$2,999'].map((p) => `${p} / year`),
    );
    // The monthly plan is not among them; a yearly plan of the same tier is a change, a lower one a downgrade.
    expect(annual.querySelector('[aria-current]')).toBeNull();
    expect(buttonLabels(annual)).toEqual([
      'Downgrade Plan',
      'Modify Plan',
      'Modify Plan',
      'Upgrade Plan',
      'Modify Plan',
      'Upgrade Plan',
      'Upgrade Plan',
      'Upgrade Plan',
    ]);
    expect(planButtonOf(rowOf(annual, 'Premium Limited with DealComp'), 'Modify Plan').getAttribute('aria-label')).toBe(
      'Modify Plan: Premium Limited with DealComp, $1,599 / year',
    );

    term('Monthly');
    expect(rowOf(await planTable(), 'Premium Limited with DealComp').getAttribute('aria-current')).toBe('true');
  });

  it('starts on the plan chosen on the pricing page (?plan=): its term, its row marked and scrolled to once', async () => {
    const scroll = watchScrolls();
    openOn([noSubscription()], '?plan=regPremium-6-annual');
    const table = await planTable('Annual');
    expect(screen.getByRole('button', { name: /Annual/ }).getAttribute('aria-pressed')).toBe('true');
    const asked = rowOf(table, 'Premium Unlimited with CapMatch');
    expect(within(asked).getByText('Selected')).toBeTruthy();
    expect(within(table).getAllByText('Selected')).toHaveLength(1);
    expect(planButtonOf(asked, 'Activate Plan').getAttribute('aria-label')).toBe(
      'Activate Plan: Premium Unlimited with CapMatch, $2,299 / year',
    );
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(asked);

    term('Monthly');
    expect(within(await planTable()).queryByText('Selected')).toBeNull();
    term('Annual');
    expect(within(rowOf(await planTable('Annual'), 'Premium Unlimited with CapMatch')).getByText('Selected')).toBeTruthy();
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('marks both the plan asked for and the current one, each with its button', async () => {
    watchScrolls();
    openOn([subscriptionView()], '?plan=regPremium-7-monthly');
    const table = await planTable();
    const asked = rowOf(table, 'Premium Unlimited with DealComp and CapMatch');
    expect(within(asked).getByText('Selected')).toBeTruthy();
    expect(planButtonOf(asked, 'Upgrade Plan').hasAttribute('disabled')).toBe(false);
    const mine = rowOf(table, 'Premium Limited with DealComp');
    expect(within(mine).getByText('Your plan')).toBeTruthy();
    expect(planButtonOf(mine, 'Current Plan').hasAttribute('disabled')).toBe(true);
  });

  it('stacks the plans as cards on a phone, the current one marked, with the same buttons', async () => {
    onPhone();
    openOn([subscriptionView()]);
    const list = await planCards();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = rowsOf(list);
    expect(cards).toHaveLength(8);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(names);
    const mine = rowOf(list, 'Premium Limited with DealComp');
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText('Your plan')).toBeTruthy();
    expect(within(mine).getByText('5 model builds a cycle')).toBeTruthy();
    expect(within(mine).getByText('DealComp')).toBeTruthy();
    expect(within(mine).getByText('$178 / month')).toBeTruthy();
    expect(planButtonOf(mine, 'Current Plan').hasAttribute('disabled')).toBe(true);
    expect(buttonLabels(list)).toEqual([
      'Downgrade Plan',
      'Current Plan',
      'Modify Plan',
      'Upgrade Plan',
      'Modify Plan',
      'Upgrade Plan',
      'Upgrade Plan',
      'Upgrade Plan',
    ]);

    term('Annual');
    expect(within(rowOf(await planCards('Annual'), 'Premium Unlimited')).getByText('$1,599 / year')).toBeTruthy();
  });
});
