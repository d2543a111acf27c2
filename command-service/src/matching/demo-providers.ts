import { createHash } from 'node:crypto';
import type { EventTypes } from '@dealbook/domain';
import type { EventStore } from '@dealbook/infra/event-store/port';
import { companyIdFor, runAccount, runCompany } from '../account/streams';
import { eventIdFor } from '../event-ids';
import type { CommandContext } from '../handle';
import { isCode } from '../identity/registration';
import { runEmail, runUser } from '../identity/streams';
import { demoCompanies, demoSelection } from './demo-data';

export interface SeedOutcome {
  companies: number;
  divisions: number;
  people: number;
}

/**
 * Loads the demo capital providers through the same commands as the screens: per company one person (a
 * ghost account with no activation link, so no mail, and with collaboration mail off, so contacting
 * them mails no one), the company with its headquarters, and its divisions with their strategies. Every
 * command id derives from the company and step, so running it again appends nothing new.
 */
export async function seedDemoProviders(deps: { store: EventStore; types: EventTypes }, now: Date): Promise<SeedOutcome> {
  const at = now.toISOString();
  let divisions = 0;
  for (const company of demoCompanies) {
    const context = (step: string, actorId: string | null): CommandContext => {
      const commandId = `demo-providers:${company.slug}:${step}`;
      return { commandId, actorId, correlationId: 'demo-providers', causationId: commandId, now };
    };
    const userId = eventIdFor(`demo-providers:${company.slug}`, 0);
    const email = `${company.person.first_name.toLowerCase()}@${company.slug}.example`;
    try {
      await runEmail(deps, email, { type: 'ReserveEmail', data: { userId, now: at } }, context('reserve', null));
    } catch (error) {
      // Taken by someone else than the demo person: leave that account alone and skip the company.
      if (isCode(error, 'EMAIL_ALREADY_REGISTERED')) continue;
      throw error;
    }
    const { first_name: firstName, last_name: lastName } = company.person;
    // No activation token is issued, so the hash names none: the person can only ask for a link at /recovery.
    const activationTokenHash = createHash('sha256').update(`demo-providers:${company.slug}`).digest('hex');
    const ghost = { email, firstName, lastName, type: 'PI' as const, createdBy: null, activationTokenHash, now: at };
    await runUser(deps, userId, { type: 'CreateGhostUser', data: ghost }, context('ghost', userId));
    const preferences = { marketing: false, transactional: true, collaboration: false, legal: true };
    await runAccount(
      deps,
      userId,
      { type: 'SetEmailPreferences', data: { preferences, via: 'account', source: 'demo', now: at } },
      context('prefs', userId),
    );
    const companyId = companyIdFor(company.name);
    await runCompany(
      deps,
      companyId,
      { type: 'CreateCompany', data: { name: company.name, createdBy: userId, now: at } },
      context('company', userId),
    );
    // The demo person founded the company: a member who manages it.
    const joined = { companyId, companyName: company.name, now: at };
    await runAccount(deps, userId, { type: 'JoinCompany', data: joined }, context('joined', userId));
    const hq = { city: company.city, state: company.state, country: 'US' };
    const headquartersAddress = `${company.city}, ${company.state}, US`;
    const actor = { id: userId, admin: false, member: true };
    const details = { legalEntityDba: company.name, headquartersAddress, parsed: hq, actor, now: at };
    await runCompany(deps, companyId, { type: 'SetCompanyDetails', data: details }, context('details', userId));
    const profile = { firstName, lastName, telephone: '', now: at };
    await runAccount(deps, userId, { type: 'UpdateProfile', data: profile }, context('profile', userId));
    for (const [i, division] of company.divisions.entries()) {
      const divisionId = eventIdFor(`demo-providers:${company.slug}:division:${i}`, 0);
      const stamp = { actorId: userId, now: at };
      const create = { divisionId, industryId: 'commercial-real-estate', name: division.name, ...stamp };
      await runCompany(deps, companyId, { type: 'CreateDivision', data: create }, context(`division-${i}`, userId));
      const save = { divisionId, name: division.name, selection: demoSelection(division.selection), ...stamp };
      await runCompany(deps, companyId, { type: 'SaveDivision', data: save }, context(`strategy-${i}`, userId));
      divisions += 1;
    }
  }
  return { companies: demoCompanies.length, divisions, people: demoCompanies.length };
}
