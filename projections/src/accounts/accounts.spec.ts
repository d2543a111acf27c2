import { describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createProjectionRunner } from '../runner/runner';
import { newEvent } from '../test-support';
import { accountSummaries } from './activity-lines';
import { ACCOUNTS, COMPANIES, LEADS, accountsProjection } from './accounts';
import { SURVEYS, surveysProjection } from './surveys';

const at = '2026-11-22T10:05:00.000Z';

async function project(replays: number) {
  const store = createMemoryEventStore();
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  await store.append(
    'user-u1',
    [
      newEvent('UserRegistered', {
        email: 'ann@example.com',
        first_name: 'Ann',
        last_name: 'Lee',
        type: 'D',
        ghost: true,
        opt_in: true,
        invitation_code: null,
      }),
    ],
    'no_stream',
  );
  await store.append(
    'account-u1',
    [
      newEvent('CampaignSignUpTracked', { email: 'ann@example.com', campaign_host: 'linkedin', campaign_id: 'spring', template: 'social' }),
      newEvent('ProfileUpdated', {
        first_name: 'Ann',
        last_name: 'Lee',
        contact_telephone: '212',
        company_id: 'c1',
        company_name: 'Harbor Capital',
      }),
      newEvent('EmailPreferencesSet', {
        marketing: false,
        transactional: true,
        collaboration: true,
        legal: true,
        via: 'link',
        source: 'referral',
      }),
    ],
    'no_stream',
  );
  await store.append(
    'company-c1',
    [
      newEvent('CompanyCreated', { name: 'Harbor Capital', created_by: 'u1' }),
      newEvent('CompanyDetailsSet', {
        legal_entity_dba: 'Harbor Capital LLC',
        headquarters_address: 'Austin, TX, USA',
        headquarters_city: 'Austin',
        headquarters_state: 'TX',
        headquarters_country: 'USA',
      }),
      newEvent('CompanyConfirmed', { by: 'admin' }),
    ],
    'no_stream',
  );
  await store.append('lead-h1', [newEvent('LeadUnsubscribed', { email: 'x@example.com', at })], 'no_stream');
  await store.append(
    'survey-s1',
    [
      newEvent('SurveyInvitationCreated', { provider_id: null, email: 'lp@example.com', created_by: 'admin', sealedToken: 'v1.x' }),
      newEvent('SurveyClicked', { at }),
      newEvent('SurveyAnswered', { programming_components: [{ title: 'Market notes', selected: true }], at }),
    ],
    'no_stream',
  );
  for (let i = 0; i < replays; i++) {
    // A replay from the start, as after a lost checkpoint: documents must come out the same.
    for (const name of ['accounts', 'surveys']) await documents.delete('projection_status', name).catch(() => undefined);
    const runner = createProjectionRunner({ store, documents, projections: [accountsProjection, surveysProjection] });
    await runner.start();
    await runner.waitFor(await store.headPosition());
    await runner.stop();
  }
  const all = async (c: string) => documents.find(c, {}, { sort: { _id: 1 } });
  return { accounts: await all(ACCOUNTS), companies: await all(COMPANIES), leads: await all(LEADS), surveys: await all(SURVEYS) };
}

describe('the accounts and surveys projections', () => {
  it('keep each account’s profile, preferences and campaign, each company and lead, each survey', async () => {
    const { accounts, companies, leads, surveys } = await project(1);
    expect(accounts).toMatchObject([
      {
        _id: 'u1',
        email: 'ann@example.com',
        contact_telephone: '212',
        company_id: 'c1',
        company: 'Harbor Capital',
        email_gdpr_prefs: { marketing: false, transactional: true, collaboration: true, legal: true },
        campaign: { host: 'linkedin', id: 'spring' },
      },
    ]);
    expect(companies).toMatchObject([
      { _id: 'c1', name: 'Harbor Capital', company_ghost: false, headquarters_city: 'Austin', headquarters_state: 'TX' },
    ]);
    expect(leads).toMatchObject([{ _id: 'h1', email: 'x@example.com', unsubscribed: true }]);
    expect(surveys).toMatchObject([{ _id: 's1', status: 'answered', programming_components: [{ title: 'Market notes', selected: true }] }]);
    expect(JSON.stringify(surveys)).not.toContain('v1.x');
  });

  it('come out the same when the events are replayed twice', async () => {
    const strip = (x: Record<string, unknown[]>) => JSON.stringify(x);
    expect(strip(await project(2))).toBe(strip(await project(1)));
  });

  it('give each account event a readable line', () => {
    expect(
      accountSummaries.EmailPreferencesSet!(
        { marketing: false, transactional: true, collaboration: true, legal: true, via: 'link' },
        {} as never,
      ),
    ).toBe('Email preferences set from an emailed link: marketing off, transactional on, collaboration on, legal on');
    expect(
      accountSummaries.SurveyAnswered!(
        {
          programming_components: [
            { title: 'A', selected: true },
            { title: 'B', selected: false },
          ],
        },
        {} as never,
      ),
    ).toBe('Survey answered: A');
  });
});
