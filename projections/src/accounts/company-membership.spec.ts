import { describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@dealbook/infra/testing/event-store/memory';
import { createEmbeddedDocumentStore } from '@dealbook/infra/document-store/embedded';
import { createProjectionRunner } from '../runner/runner';
import { newEvent } from '../test-support';
import { ACCOUNTS, accountsProjection } from './accounts';
import { COMPANY_REQUESTS, COMPANY_ROLES, companyMembershipProjection } from './company-membership';

async function project(replays: number) {
  const store = createMemoryEventStore();
  const documents = createEmbeddedDocumentStore({ file: ':memory:' });
  await store.append(
    'company-c1',
    [
      newEvent('CompanyCreated', { name: 'Harbor Capital', created_by: 'ann' }),
      newEvent('CompanyDomainVerified', { domain: 'harbor.example', by: 'ann' }),
      newEvent('CompanyMembershipRequested', { user_id: 'bob' }),
      newEvent('CompanyMembershipRequested', { user_id: 'eve' }),
      newEvent('CompanyMembershipApproved', { user_id: 'bob', by: 'ann', as: 'manager' }),
      newEvent('CompanyMembershipDeclined', { user_id: 'eve', by: 'root', as: 'admin' }),
      newEvent('CompanyMemberJoinedByDomain', { user_id: 'cy', domain: 'harbor.example' }),
      newEvent('CompanyMembershipRequested', { user_id: 'dan' }),
    ],
    'no_stream',
  );
  await store.append('account-bob', [newEvent('CompanyJoined', { company_id: 'c1', company_name: 'Harbor Capital' })], 'no_stream');
  await store.append(
    'account-old',
    [
      newEvent('ProfileUpdated', {
        first_name: 'Old',
        last_name: '',
        contact_telephone: '',
        company_id: 'c1',
        company_name: 'Harbor Capital',
      }),
      newEvent('CompanyLeft', { company_id: 'c1' }),
    ],
    'no_stream',
  );
  const projections = [accountsProjection, companyMembershipProjection];
  for (let i = 0; i < replays; i++) {
    // A replay from the start, as after a lost checkpoint: documents must come out the same.
    for (const p of projections) await documents.delete('projection_status', p.name).catch(() => undefined);
    const runner = createProjectionRunner({ store, documents, projections });
    await runner.start();
    await runner.waitFor(await store.headPosition());
    await runner.stop();
  }
  const all = async (c: string) => documents.find(c, {}, { sort: { _id: 1 } });
  return { requests: await all(COMPANY_REQUESTS), roles: await all(COMPANY_ROLES), accounts: await all(ACCOUNTS) };
}

describe('the company membership projection', () => {
  it('keeps each request with its answer, and who manages each company', async () => {
    const { requests, roles, accounts } = await project(1);
    expect(requests).toMatchObject([
      { _id: 'c1_bob', company_name: 'Harbor Capital', status: 'approved', answered_by: 'ann', answered_as: 'manager' },
      { _id: 'c1_cy', status: 'approved', answered_as: 'domain', answered_by: null },
      { _id: 'c1_dan', status: 'pending', answered_at: null },
      { _id: 'c1_eve', status: 'declined', answered_by: 'root', answered_as: 'admin' },
    ]);
    expect(roles).toMatchObject([{ _id: 'c1', name: 'Harbor Capital', managers: ['ann'], domains: ['harbor.example'] }]);
    expect(accounts.map((a) => [a._id, a.company_id])).toEqual([
      ['bob', 'c1'],
      ['old', null],
    ]);
  });

  it('comes out the same when the events are replayed twice', async () => {
    expect(JSON.stringify(await project(2))).toBe(JSON.stringify(await project(1)));
  });
});
