import { fold } from '../shared';
import type { DealCommand } from './commands';
import { dealDecider } from './decide';
import type { DealEvent } from './events';
import { dealSchema, type Deal } from './schema-deal';
import { dealOfVersion } from './versions';

/** Test support (imported by the spec files only): a deal, its people, and histories built by commands. */
export const ann = 'user-ann';
export const bob = 'user-bob';
export const t0 = '2025-03-01T10:00:00.000Z';
export const at = (minutes: number): string => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

export const sampleDeal: Deal = dealSchema.parse({
  project_name: 'Harbor Point',
  mandate: 'investment',
  asset_type: 'building',
  project_type: 'acquisition',
  state: 'NY',
  country: 'US',
  currency: 'USD',
  analysis_date: '2025-03-31',
  closing_basis: 10_000_000,
  sub_properties: [
    {
      item_id: 'c1',
      name: 'Tower',
      type: 'multifamily',
      quantity: 120,
      exit_cap_percentage_min: 5.5,
      stabilized_rent: 3200,
      calc_exit_cap: 5.1,
    },
    { item_id: 'c2', name: 'Shops', type: 'retail', quantity: 4, exit_cap_percentage_min: 6.5 },
    { item_id: 'c3', name: 'Garage', type: 'parking', quantity: 200 },
  ],
  senior_loans: [{ item_id: 't1', name: 'Senior', active: true, amount_as_percent: true, amount_percent: 60, interest_rate: 6 }],
  senior_loans_active: true,
});

/** The deal with one component's fields changed. */
export function withComponent(deal: Deal, itemId: string, fields: Record<string, unknown>): Deal {
  return { ...deal, sub_properties: (deal.sub_properties ?? []).map((c) => (c.item_id === itemId ? { ...c, ...fields } : c)) };
}

export const plan = { isPremium: false, isAdmin: false };

export const create = (deal: Deal = sampleDeal, now = t0, actorId = ann): DealCommand => ({
  type: 'CreateDeal',
  data: { dealId: 'd1', deal, partialId: null, now, actorId },
});
export const save = (
  deal: Deal,
  now: string,
  extra: Partial<{ autosave: boolean; actorId: string; isPremium: boolean; isAdmin: boolean }> = {},
): DealCommand => ({
  type: 'UpdateDeal',
  data: { deal, autosave: false, ...plan, actorId: ann, ...extra, now },
});
export const autosave = (deal: Deal, now: string): DealCommand => save(deal, now, { autosave: true });
export const restore = (toVersion: number, now: string, extra: Partial<typeof plan> = {}): DealCommand => ({
  type: 'RestoreDeal',
  data: { toVersion, versionData: null, ...plan, ...extra, now, actorId: ann },
});

/**
 * The command as the handler completes it before deciding: a restore carries its version's data, read from
 * the stream's events (the state keeps none). Anything else goes as it is.
 */
export function asHandled(command: DealCommand, events: readonly DealEvent[]): DealCommand {
  if (command.type !== 'RestoreDeal') return command;
  const eventIndex = fold(dealDecider, [...events]).versions[command.data.toVersion - 1];
  return { ...command, data: { ...command.data, versionData: eventIndex === undefined ? null : dealOfVersion(events, eventIndex) } };
}

/** `user` (an id such as 'user-bob', mailed at bob@example.com) shared with by `by`, view-only unless `flags` say. */
export const sharedWith = (
  user: string,
  by = ann,
  flags: Partial<{ can_share: boolean; can_edit: boolean }> = {},
  now = at(1),
): DealEvent => ({
  type: 'DealShared',
  data: {
    user_id: user,
    email: `${user.slice(user.indexOf('-') + 1)}@example.com`,
    can_view: true,
    can_share: flags.can_share ?? false,
    can_edit: flags.can_edit ?? false,
    account_created: false,
    project_name: 'Harbor Point',
    by_name: 'Ann Lee',
    at: now,
    by,
  },
});

/** The events a sequence of commands appends, each decided on the state the previous ones left. */
export function run(commands: DealCommand[], given: DealEvent[] = []): DealEvent[] {
  const events = [...given];
  for (const command of commands) events.push(...dealDecider.decide(asHandled(command, events), fold(dealDecider, events)));
  return events;
}

/** A deal created at t0 and saved `saves` times with a different closing basis each time. */
export function savedTimes(saves: number): DealEvent[] {
  const commands = Array.from({ length: saves }, (_, i) => save({ ...sampleDeal, closing_basis: 11_000_000 + i }, at(i + 1)));
  return run([create(), ...commands]);
}
