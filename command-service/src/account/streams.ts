import { createHash } from 'node:crypto';
import {
  accountDecider,
  accountStream,
  companyDecider,
  companyNameKey,
  companyStream,
  leadDecider,
  leadStream,
  surveyDecider,
  surveyStream,
  fold,
  type AccountCommand,
  type AccountEvent,
  type CompanyCommand,
  type LeadCommand,
  type SurveyCommand,
} from '@dealbook/domain';
import { emailHash } from '@dealbook/infra/security/emails';
import { handleCommand, toDomain, type CommandContext } from '../handle';
import type { AccountDeps } from './deps';

type Store = Pick<AccountDeps, 'store' | 'types'>;

export const runAccount = (deps: Store, userId: string, command: AccountCommand, context: CommandContext) =>
  handleCommand({ store: deps.store, types: deps.types, streamId: accountStream(userId), decider: accountDecider, command, context });

export const runCompany = (deps: Store, companyId: string, command: CompanyCommand, context: CommandContext) =>
  handleCommand({ store: deps.store, types: deps.types, streamId: companyStream(companyId), decider: companyDecider, command, context });

export const runLead = (deps: Store, email: string, command: LeadCommand, context: CommandContext) =>
  handleCommand({ store: deps.store, types: deps.types, streamId: leadStream(emailHash(email)), decider: leadDecider, command, context });

export const runSurvey = (deps: Store, tokenHash: string, command: SurveyCommand, context: CommandContext) =>
  handleCommand({ store: deps.store, types: deps.types, streamId: surveyStream(tokenHash), decider: surveyDecider, command, context });

/** One name, one company: the id is derived from the name's key (domain/src/account/company-name.ts). */
export function companyIdFor(name: string): string {
  return createHash('sha256').update(companyNameKey(name), 'utf8').digest('hex').slice(0, 24);
}

/** The account's state (its profile, preferences and who referred it), folded from its stream. */
export async function readAccount(deps: Store, userId: string) {
  const recorded = await deps.store.readStream(accountStream(userId));
  return fold(
    accountDecider,
    recorded.map((e) => toDomain<AccountEvent>(deps.types, e)),
  );
}
