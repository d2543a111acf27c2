import { accountDecider, companyDecider } from '../account/decide';
import type { AccountEvent, CompanyEvent } from '../account/events';
import { profileCompleteness, type Completeness } from '../account/completeness';
import { decodeStored, type EventTypes } from '../shared/event-types';
import type { StoredEvent } from '../subscriptions/coupons';
import { subscriptionFrom } from '../subscriptions/state';
import type { ModelEvent } from './events';
import { modelPlanOf, type ModelPlan } from './rights';
import { evolveModels, initialModelsState, type ModelsState } from './state';

/** The streams a model decision reads, as stored: the person's models, subscription, account and company. */
export interface ModelStreams {
  models: readonly StoredEvent[];
  subscription: readonly StoredEvent[];
  account: readonly StoredEvent[];
  company: readonly StoredEvent[];
}

export interface ModelFacts {
  state: ModelsState;
  plan: ModelPlan;
  profile: Completeness;
}

/** Folds the streams a model decision reads (the services read them; this stays pure). */
export function modelFactsFrom(types: EventTypes, streams: ModelStreams, admin: boolean, now: Date): ModelFacts {
  const decode = <E>(e: StoredEvent) => ({ type: e.type, data: decodeStored(types, e) }) as E;
  const state = streams.models.map((e) => decode<ModelEvent>(e)).reduce(evolveModels, initialModelsState);
  const account = streams.account.map((e) => decode<AccountEvent>(e)).reduce(accountDecider.evolve, accountDecider.initialState);
  const company = streams.company.map((e) => decode<CompanyEvent>(e)).reduce(companyDecider.evolve, companyDecider.initialState);
  const profile = profileCompleteness({
    first_name: account.firstName,
    contact_telephone: account.telephone,
    company_name: account.companyName,
    company_ghost: company.ghost,
    legal_entity_dba: company.legalEntityDba,
  });
  return { state, plan: modelPlanOf(admin, subscriptionFrom(types, streams.subscription), now), profile };
}
