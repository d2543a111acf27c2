import {
  accountStream,
  companyStream,
  modelFactsFrom,
  modelStream,
  subscriptionStream,
  type EventTypes,
  type ModelFacts,
} from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { readAccount } from '../account/streams';

type Deps = { store: EventStore; types: EventTypes };

/** The person's models, plan and profile, read from their own streams (exact, no projection lag). */
export async function modelFactsOf(deps: Deps, user: { id: string; admin: boolean }, now: Date): Promise<ModelFacts> {
  const account = await readAccount(deps, user.id);
  const [models, subscription, accountEvents, company] = await Promise.all([
    deps.store.readStream(modelStream(user.id)),
    deps.store.readStream(subscriptionStream(user.id)),
    deps.store.readStream(accountStream(user.id)),
    account.companyId ? deps.store.readStream(companyStream(account.companyId)) : Promise.resolve([]),
  ]);
  return modelFactsFrom(deps.types, { models, subscription, account: accountEvents, company }, user.admin, now);
}
