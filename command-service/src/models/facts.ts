import {
  accountDecider,
  accountStream,
  companyStream,
  modelFactsFrom,
  modelStream,
  subscriptionStream,
  type AccountEvent,
  type EventTypes,
  type ModelFacts,
} from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { toDomain } from '../handle';

type Deps = { store: Pick<EventStore, 'readStream'>; types: EventTypes };

/** The person's models, plan and profile, read from their own streams (exact, no projection lag). */
export async function modelFactsOf(deps: Deps, user: { id: string; admin: boolean }, now: Date): Promise<ModelFacts> {
  const [models, subscription, account] = await Promise.all([
    deps.store.readStream(modelStream(user.id)),
    deps.store.readStream(subscriptionStream(user.id)),
    deps.store.readStream(accountStream(user.id)),
  ]);
  const { companyId } = account
    .map((e) => toDomain<AccountEvent>(deps.types, e))
    .reduce(accountDecider.evolve, accountDecider.initialState);
  const company = companyId ? await deps.store.readStream(companyStream(companyId)) : [];
  return modelFactsFrom(deps.types, { models, subscription, account, company }, user.admin, now);
}
