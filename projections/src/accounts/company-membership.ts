import { accountEventTypes, assertNever, type CompanyEvent } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import { alreadyApplied, type PositionedDoc, type Projection, type ProjectionContext } from '../runner/projection';
import { typedEvent } from '../runner/typed-events';

/**
 * One person's request to join one company (`<companyId>_<userId>`), as its managers and the admins see it.
 * The person's name and address are the accounts read model's, joined when read: company events name
 * people by id only.
 */
export interface CompanyRequestDoc extends PositionedDoc {
  _id: string;
  company_id: string;
  company_name: string;
  user_id: string;
  status: 'pending' | 'approved' | 'declined' | 'withdrawn';
  requested_at: string;
  answered_at: string | null;
  answered_by: string | null;
  /** Who let them in or turned them away: a manager, an admin, or (approved only) their verified domain. */
  answered_as: 'manager' | 'admin' | 'domain' | null;
}

/** Who manages each company and the domains it verified: what the read side needs to show a manager their requests. */
export interface CompanyRolesDoc extends PositionedDoc {
  _id: string;
  name: string;
  managers: string[];
  domains: string[];
}

export const COMPANY_REQUESTS = 'company_requests';
export const COMPANY_ROLES = 'company_roles';

type RolesEvent = Extract<
  CompanyEvent,
  { type: 'CompanyCreated' | 'CompanyDomainVerified' | 'CompanyMemberLeft' | 'CompanyMemberRemoved' }
>;
type RequestEvent = Extract<
  CompanyEvent,
  {
    type:
      | 'CompanyMembershipRequested'
      | 'CompanyMembershipApproved'
      | 'CompanyMembershipDeclined'
      | 'CompanyMembershipWithdrawn'
      | 'CompanyMemberJoinedByDomain';
  }
>;

const at = (event: RecordedEvent) => event.metadata.occurredAt ?? event.recordedAt;
const without = (list: string[], id: string) => list.filter((x) => x !== id);

function nextRoles(event: RolesEvent, base: CompanyRolesDoc): CompanyRolesDoc {
  switch (event.type) {
    case 'CompanyCreated': {
      const founder = event.data.created_by;
      return { ...base, name: event.data.name, managers: founder ? [founder] : [] };
    }
    case 'CompanyDomainVerified':
      return { ...base, domains: [...without(base.domains, event.data.domain), event.data.domain] };
    case 'CompanyMemberLeft':
    case 'CompanyMemberRemoved':
      return { ...base, managers: without(base.managers, event.data.user_id) };
    default:
      return assertNever(event);
  }
}

async function roles(event: RecordedEvent, typed: RolesEvent, companyId: string, ctx: ProjectionContext): Promise<WriteOp[]> {
  const doc = await ctx.get<CompanyRolesDoc>(COMPANY_ROLES, companyId);
  if (alreadyApplied(doc, event)) return [];
  const base = doc ?? { _id: companyId, name: '', managers: [], domains: [] };
  return [{ op: 'upsert', collection: COMPANY_ROLES, doc: nextRoles(typed, base) }];
}

/** How a request was answered: its status, who answered and in what right. */
function answerOf(event: RequestEvent): Pick<CompanyRequestDoc, 'status' | 'answered_by' | 'answered_as'> | null {
  switch (event.type) {
    case 'CompanyMembershipRequested':
      return null;
    case 'CompanyMembershipApproved':
      return { status: 'approved', answered_by: event.data.by, answered_as: event.data.as };
    case 'CompanyMembershipDeclined':
      return { status: 'declined', answered_by: event.data.by, answered_as: event.data.as };
    case 'CompanyMembershipWithdrawn':
      return { status: 'withdrawn', answered_by: null, answered_as: null };
    case 'CompanyMemberJoinedByDomain':
      return { status: 'approved', answered_by: null, answered_as: 'domain' };
    default:
      return assertNever(event);
  }
}

async function request(event: RecordedEvent, typed: RequestEvent, companyId: string, ctx: ProjectionContext): Promise<WriteOp[]> {
  const userId = typed.data.user_id;
  const id = `${companyId}_${userId}`;
  const doc = await ctx.get<CompanyRequestDoc>(COMPANY_REQUESTS, id);
  if (alreadyApplied(doc, event)) return [];
  const company = await ctx.get<CompanyRolesDoc>(COMPANY_ROLES, companyId);
  const fresh: CompanyRequestDoc = {
    _id: id,
    company_id: companyId,
    company_name: company?.name ?? '',
    user_id: userId,
    status: 'pending',
    requested_at: at(event),
    answered_at: null,
    answered_by: null,
    answered_as: null,
  };
  const answer = answerOf(typed);
  // A request asked again after an answer starts over.
  if (!answer) return [{ op: 'upsert', collection: COMPANY_REQUESTS, doc: fresh }];
  const next = { ...(doc ?? fresh), ...answer, answered_at: at(event) };
  return [{ op: 'upsert', collection: COMPANY_REQUESTS, doc: next }];
}

/** Requests to join companies and who may answer them (domain/src/account/README.md, "Membership"). */
export const companyMembershipProjection: Projection = {
  name: 'company_membership',
  version: 1,
  collections: [
    {
      name: COMPANY_REQUESTS,
      indexes: [{ fields: { company_id: 1, status: 1 } }, { fields: { user_id: 1 } }, { fields: { requested_at: -1 } }],
    },
    { name: COMPANY_ROLES },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    if (!event.streamId.startsWith('company-')) return [];
    const typed = typedEvent<CompanyEvent>(accountEventTypes, event);
    if (!typed) return [];
    const companyId = event.streamId.slice('company-'.length);
    switch (typed.type) {
      case 'CompanyCreated':
      case 'CompanyDomainVerified':
      case 'CompanyMemberLeft':
      case 'CompanyMemberRemoved':
        return roles(event, typed, companyId, ctx);
      case 'CompanyMembershipRequested':
      case 'CompanyMembershipApproved':
      case 'CompanyMembershipDeclined':
      case 'CompanyMembershipWithdrawn':
      case 'CompanyMemberJoinedByDomain':
        return request(event, typed, companyId, ctx);
      default:
        return [];
    }
  },
};
