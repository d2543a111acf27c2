import { vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addons, planList } from '@dealbook/domain/subscriptions/plans';
import { plansApi, type PlanCatalogue } from '../../account/plans-api';
import { subscriptionApi, type SubscriptionView } from '../../account/subscription-api';
import { renderScreen } from '../../testing/render';
import { SubscriptionPage } from './SubscriptionPage';

// What the subscription page's specs share: the catalogue, the page opened on a view, its cards and buttons.

export const catalogue = (): PlanCatalogue => ({ plans: planList(), addons: addons.map((a) => ({ ...a })) });

/** Opens /app/subscription (with `search`, e.g. '?plan=…') on `views`, answered in turn (the last one repeats). */
export function openOn(views: SubscriptionView[], search = '') {
  const retrieve = vi.spyOn(subscriptionApi, 'retrieve');
  views.forEach((view, i) => (i === views.length - 1 ? retrieve.mockResolvedValue(view) : retrieve.mockResolvedValueOnce(view)));
  vi.spyOn(plansApi, 'list').mockResolvedValue(catalogue());
  vi.spyOn(subscriptionApi, 'publishable').mockResolvedValue({ key: null, sandbox: true });
  const rendered = renderScreen(<SubscriptionPage />, `${SubscriptionPage.path}${search}`);
  return { retrieve, ...rendered };
}

export const card = (name: 'Premium Limited' | 'Premium Unlimited') => screen.findByRole('region', { name });

/** The plan button of a card, by its label ('Upgrade Plan', 'Current Plan', …). */
export const planButtonOf = (region: HTMLElement, label: string) => within(region).getByRole('button', { name: new RegExp(`^${label}:`) });

export const currentPlan = () => screen.findByRole('region', { name: 'Current plan' });
