import type { WriteOp } from '@dealbook/infra/document-store/port';
import type { RecordedEvent } from '@dealbook/infra/event-store/port';
import { alreadyApplied, type PositionedDoc, type Projection, type ProjectionContext } from '../runner/projection';

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

type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const at = (event: RecordedEvent) => event.metadata.occurredAt ?? event.recordedAt;
const without = (list: string[], id: string) => list.filter((x) => x !== id);

async function roles(event: RecordedEvent, companyId: string, ctx: ProjectionContext, d: Data): Promise<WriteOp[]> {
  const doc = await ctx.get<CompanyRolesDoc>(COMPANY_ROLES, companyId);
  if (alreadyApplied(doc, event)) return [];
  const base = doc ?? { _id: companyId, name: '', managers: [], domains: [] };
  let next: CompanyRolesDoc;
  if (event.type === 'CompanyCreated') {
    const founder = str(d.created_by);
    next = { ...base, name: str(d.name), managers: founder ? [founder] : [] };
  } else if (event.type === 'CompanyDomainVerified') next = { ...base, domains: [...without(base.domains, str(d.domain)), str(d.domain)] };
  else next = { ...base, managers: without(base.managers, str(d.user_id)) };
  return [{ op: 'upsert', collection: COMPANY_ROLES, doc: next }];
}

const answers: Record<string, CompanyRequestDoc['status']> = {
  CompanyMembershipApproved: 'approved',
  CompanyMembershipDeclined: 'declined',
  CompanyMembershipWithdrawn: 'withdrawn',
  CompanyMemberJoinedByDomain: 'approved',
};

async function request(event: RecordedEvent, companyId: string, ctx: ProjectionContext, d: Data): Promise<WriteOp[]> {
  const userId = str(d.user_id);
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
  // A request asked again after an answer starts over.
  if (event.type === 'CompanyMembershipRequested') return [{ op: 'upsert', collection: COMPANY_REQUESTS, doc: fresh }];
  const status = answers[event.type]!;
  const as = event.type === 'CompanyMemberJoinedByDomain' ? 'domain' : d.as === 'admin' ? 'admin' : d.as === 'manager' ? 'manager' : null;
  const by = typeof d.by === 'string' ? d.by : null;
  const next = { ...(doc ?? fresh), status, answered_at: at(event), answered_by: by, answered_as: as };
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
    const companyId = event.streamId.slice('company-'.length);
    const d = (event.data ?? {}) as Data;
    switch (event.type) {
      case 'CompanyCreated':
      case 'CompanyDomainVerified':
      case 'CompanyMemberLeft':
      case 'CompanyMemberRemoved':
        return roles(event, companyId, ctx, d);
      case 'CompanyMembershipRequested':
      case 'CompanyMembershipApproved':
      case 'CompanyMembershipDeclined':
      case 'CompanyMembershipWithdrawn':
      case 'CompanyMemberJoinedByDomain':
        return request(event, companyId, ctx, d);
      default:
        return [];
    }
  },
};
