import { describe, expect, it } from 'vitest';
import { givenFor } from '../identity/given';
import { fold } from '../shared';
import { accountDecider, companyDecider } from './decide';
import type { AccountEvent, CompanyEvent } from './events';

const now = '2026-03-01T10:00:00.000Z';
const company = givenFor(companyDecider);
const account = givenFor(accountDecider);

const founded: CompanyEvent = { type: 'CompanyCreated', data: { name: 'Harbor Capital', created_by: 'ann' } };
const requested: CompanyEvent = { type: 'CompanyMembershipRequested', data: { user_id: 'bob' } };
const ann = { id: 'ann', admin: false, member: true };
const admin = { id: 'root', admin: true, member: false };
const ask = (userId: string, email: string, emailVerified = true) => ({
  type: 'RequestCompanyMembership' as const,
  data: { userId, email, emailVerified, now },
});
const approve = (actor: typeof ann, userId = 'bob') => ({ type: 'ApproveCompanyMembership' as const, data: { userId, actor, now } });
const decline = (actor: typeof ann, userId = 'bob') => ({ type: 'DeclineCompanyMembership' as const, data: { userId, actor, now } });
const verify = (domain: string, actorEmail = 'ann@harbor.example', actorEmailVerified = true, actor = ann) => ({
  type: 'VerifyCompanyDomain' as const,
  data: { domain, actor, actorEmail, actorEmailVerified, now },
});

describe('founding', () => {
  it('makes the first person to name a company its member with manage rights', () => {
    const state = fold(companyDecider, [founded]);
    expect(state.members).toEqual({ ann: { manage: true } });
  });
  it('folds a company from before requests: its creator manages it', () => {
    const legacy: CompanyEvent[] = [
      { type: 'CompanyCreated', data: { name: 'Old Co', created_by: 'old' } },
      {
        type: 'CompanyDetailsSet',
        data: {
          legal_entity_dba: 'Old',
          headquarters_address: '',
          headquarters_city: '',
          headquarters_state: '',
          headquarters_country: '',
        },
      },
      { type: 'CompanyConfirmed', data: { by: 'root' } },
    ];
    expect(fold(companyDecider, legacy)).toMatchObject({ members: { old: { manage: true } }, pending: [], domains: [], ghost: false });
  });
});

describe('asking to join', () => {
  it('files a request for the managers to answer', () => company([founded]).when(ask('bob', 'bob@elsewhere.example')).then([requested]));
  it('records nothing more when the request is already pending', () =>
    company([founded, requested]).when(ask('bob', 'bob@elsewhere.example')).then([]));
  it('records nothing for someone the company already admitted', () => company([founded]).when(ask('ann', 'ann@harbor.example')).then([]));
  it('refuses a request to a company that does not exist', () =>
    company([]).when(ask('bob', 'bob@x.example')).thenFails('COMPANY_NOT_FOUND'));
  it('admits at once a verified address at a domain the company verified', () =>
    company([founded, { type: 'CompanyDomainVerified', data: { domain: 'harbor.example', by: 'ann' } }])
      .when(ask('cy', 'Cy@Harbor.Example'))
      .then([{ type: 'CompanyMemberJoinedByDomain', data: { user_id: 'cy', domain: 'harbor.example' } }]));
  it('files a request for an address at the verified domain that was never activated', () =>
    company([founded, { type: 'CompanyDomainVerified', data: { domain: 'harbor.example', by: 'ann' } }])
      .when(ask('cy', 'cy@harbor.example', false))
      .then([{ type: 'CompanyMembershipRequested', data: { user_id: 'cy' } }]));
  it('lets the requester withdraw', () =>
    company([founded, requested])
      .when({ type: 'WithdrawCompanyMembership', data: { userId: 'bob', now } })
      .then([{ type: 'CompanyMembershipWithdrawn', data: { user_id: 'bob' } }]));
  it('refuses to withdraw a request that is not pending', () =>
    company([founded])
      .when({ type: 'WithdrawCompanyMembership', data: { userId: 'bob', now } })
      .thenFails('MEMBERSHIP_REQUEST_NOT_FOUND'));
});

describe('answering a request', () => {
  it('lets a manager approve', () =>
    company([founded, requested])
      .when(approve(ann))
      .then([{ type: 'CompanyMembershipApproved', data: { user_id: 'bob', by: 'ann', as: 'manager' } }]));
  it('lets an admin approve', () =>
    company([founded, requested])
      .when(approve(admin))
      .then([{ type: 'CompanyMembershipApproved', data: { user_id: 'bob', by: 'root', as: 'admin' } }]));
  it('lets a manager decline', () =>
    company([founded, requested])
      .when(decline(ann))
      .then([{ type: 'CompanyMembershipDeclined', data: { user_id: 'bob', by: 'ann', as: 'manager' } }]));
  it('refuses an approval by a member who does not manage the company', () => {
    const approved: CompanyEvent = { type: 'CompanyMembershipApproved', data: { user_id: 'cy', by: 'ann', as: 'manager' } };
    company([founded, approved, requested])
      .when(approve({ id: 'cy', admin: false, member: true }))
      .thenFails('NOT_COMPANY_MANAGER');
  });
  it('refuses an approval by the founder once their account is in another company', () =>
    company([founded, requested])
      .when(approve({ ...ann, member: false }))
      .thenFails('NOT_COMPANY_MANAGER'));
  it('refuses an approval by a stranger', () =>
    company([founded, requested])
      .when(approve({ id: 'eve', admin: false, member: false }))
      .thenFails('NOT_COMPANY_MANAGER'));
  it('refuses to approve a request nobody filed', () => company([founded]).when(approve(ann)).thenFails('MEMBERSHIP_REQUEST_NOT_FOUND'));
  it('records nothing when the request was approved already', () =>
    company([founded, requested, { type: 'CompanyMembershipApproved', data: { user_id: 'bob', by: 'ann', as: 'manager' } }])
      .when(approve(ann))
      .then([]));
  it('refuses to decline a request already answered', () =>
    company([founded, requested, { type: 'CompanyMembershipDeclined', data: { user_id: 'bob', by: 'ann', as: 'manager' } }])
      .when(decline(ann))
      .thenFails('MEMBERSHIP_REQUEST_NOT_FOUND'));
});

describe('leaving and removing', () => {
  const bobIn: CompanyEvent = { type: 'CompanyMembershipApproved', data: { user_id: 'bob', by: 'ann', as: 'manager' } };
  const remove = (userId: string, member: boolean, actor = ann) => ({
    type: 'RemoveCompanyMember' as const,
    data: { userId, member, actor, now },
  });
  it('records a member leaving', () =>
    company([founded, requested, bobIn])
      .when({ type: 'RecordCompanyMemberLeft', data: { userId: 'bob', member: true, now } })
      .then([{ type: 'CompanyMemberLeft', data: { user_id: 'bob' } }]));
  it('lets a manager remove a member', () =>
    company([founded, requested, bobIn])
      .when(remove('bob', true))
      .then([{ type: 'CompanyMemberRemoved', data: { user_id: 'bob', by: 'ann', as: 'manager' } }]));
  it('lets a manager remove a member from before requests, whom only their account records', () =>
    company([founded])
      .when(remove('old', true))
      .then([{ type: 'CompanyMemberRemoved', data: { user_id: 'old', by: 'ann', as: 'manager' } }]));
  it('refuses to remove someone who is not a member', () =>
    company([founded]).when(remove('eve', false)).thenFails('NOT_A_COMPANY_MEMBER'));
  it('refuses a removal by a member who does not manage', () =>
    company([founded, requested, bobIn])
      .when(remove('ann', true, { id: 'bob', admin: false, member: true }))
      .thenFails('NOT_COMPANY_MANAGER'));
  it('tells a manager to leave rather than remove themselves', () => company([founded]).when(remove('ann', true)).thenFails('REMOVE_SELF'));
  it('takes manage rights away with the membership', () => {
    const state = fold(companyDecider, [founded, { type: 'CompanyMemberLeft', data: { user_id: 'ann' } }]);
    expect(state.members).toEqual({});
  });
});

describe('verified domains', () => {
  it('lets a manager verify the domain of their own activated address', () =>
    company([founded])
      .when(verify('Harbor.Example'))
      .then([{ type: 'CompanyDomainVerified', data: { domain: 'harbor.example', by: 'ann' } }]));
  it('refuses a domain other than that of the manager’s address', () =>
    company([founded]).when(verify('rival.example')).thenFails('DOMAIN_NOT_YOURS'));
  it('refuses a domain whose address was never activated', () =>
    company([founded])
      .when(verify('harbor.example', 'ann@harbor.example', false))
      .thenFails('DOMAIN_NOT_YOURS'));
  it('refuses a public mail domain, even the manager’s own', () =>
    company([founded]).when(verify('gmail.com', 'ann@gmail.com')).thenFails('PUBLIC_MAIL_DOMAIN'));
  it('refuses what is not a domain', () => company([founded]).when(verify('not a domain')).thenFails('INVALID_DOMAIN'));
  it('refuses a member who does not manage', () =>
    company([founded])
      .when(verify('harbor.example', 'bob@harbor.example', true, { id: 'bob', admin: false, member: true }))
      .thenFails('NOT_COMPANY_MANAGER'));
  it('refuses an admin whose own address is elsewhere: only someone at the domain vouches for it', () =>
    company([founded])
      .when(verify('harbor.example', 'root@platform.example', true, admin))
      .thenFails('DOMAIN_NOT_YOURS'));
});

describe('the account’s company', () => {
  const joined: AccountEvent = { type: 'CompanyJoined', data: { company_id: 'c1', company_name: 'Harbor Capital' } };
  it('records joining a company once', () => {
    account([])
      .when({ type: 'JoinCompany', data: { companyId: 'c1', companyName: 'Harbor Capital', now } })
      .then([joined]);
    account([joined])
      .when({ type: 'JoinCompany', data: { companyId: 'c1', companyName: 'Harbor Capital', now } })
      .then([]);
  });
  it('records leaving only the company the person is in', () => {
    account([joined])
      .when({ type: 'LeaveCompany', data: { companyId: 'c1', now } })
      .then([{ type: 'CompanyLeft', data: { company_id: 'c1' } }]);
    account([joined])
      .when({ type: 'LeaveCompany', data: { companyId: 'c2', now } })
      .then([]);
  });
  it('keeps the company through a profile save', () =>
    account([joined])
      .when({ type: 'UpdateProfile', data: { firstName: 'Bob', lastName: '', telephone: '', now } })
      .then([
        {
          type: 'ProfileUpdated',
          data: { first_name: 'Bob', last_name: '', contact_telephone: '', company_id: 'c1', company_name: 'Harbor Capital' },
        },
      ]));
  it('keeps a member from before requests, whose profile save named the company, a member', () => {
    const legacy: AccountEvent = {
      type: 'ProfileUpdated',
      data: { first_name: 'Old', last_name: '', contact_telephone: '', company_id: 'c1', company_name: 'Harbor Capital' },
    };
    expect(fold(accountDecider, [legacy])).toMatchObject({ companyId: 'c1', companyName: 'Harbor Capital' });
  });
});
