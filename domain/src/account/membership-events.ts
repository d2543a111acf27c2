import { z } from 'zod';
import type { DomainEvent, EventTypes } from '../shared';

/**
 * Stream company-<id>: who belongs to the company and how they came to (README.md, "Membership"). The
 * events name people by id only: their names and addresses stay on their own streams, where erasure
 * reaches them.
 */
const userId = z.string().min(1);
/** A manager of the company, or an admin of the platform acting on it. */
const as = z.enum(['manager', 'admin']);

export const companyMembershipRequestedSchema = z.object({ user_id: userId });
export const companyMembershipApprovedSchema = z.object({ user_id: userId, by: z.string(), as });
export const companyMembershipDeclinedSchema = z.object({ user_id: userId, by: z.string(), as });
export const companyMembershipWithdrawnSchema = z.object({ user_id: userId });
/** Admitted without a request's approval: the person's verified sign-in address is at a domain the company verified. */
export const companyMemberJoinedByDomainSchema = z.object({ user_id: userId, domain: z.string().min(1) });
export const companyMemberLeftSchema = z.object({ user_id: userId });
export const companyMemberRemovedSchema = z.object({ user_id: userId, by: z.string(), as });
export const companyDomainVerifiedSchema = z.object({ domain: z.string().min(1), by: z.string() });

type Data<S extends z.ZodType> = z.infer<S>;
export type CompanyMembershipRequested = DomainEvent<'CompanyMembershipRequested', Data<typeof companyMembershipRequestedSchema>>;
export type CompanyMembershipApproved = DomainEvent<'CompanyMembershipApproved', Data<typeof companyMembershipApprovedSchema>>;
export type CompanyMembershipDeclined = DomainEvent<'CompanyMembershipDeclined', Data<typeof companyMembershipDeclinedSchema>>;
export type CompanyMembershipWithdrawn = DomainEvent<'CompanyMembershipWithdrawn', Data<typeof companyMembershipWithdrawnSchema>>;
export type CompanyMemberJoinedByDomain = DomainEvent<'CompanyMemberJoinedByDomain', Data<typeof companyMemberJoinedByDomainSchema>>;
export type CompanyMemberLeft = DomainEvent<'CompanyMemberLeft', Data<typeof companyMemberLeftSchema>>;
export type CompanyMemberRemoved = DomainEvent<'CompanyMemberRemoved', Data<typeof companyMemberRemovedSchema>>;
export type CompanyDomainVerified = DomainEvent<'CompanyDomainVerified', Data<typeof companyDomainVerifiedSchema>>;

export type MembershipEvent =
  | CompanyMembershipRequested
  | CompanyMembershipApproved
  | CompanyMembershipDeclined
  | CompanyMembershipWithdrawn
  | CompanyMemberJoinedByDomain
  | CompanyMemberLeft
  | CompanyMemberRemoved
  | CompanyDomainVerified;

export const membershipEventTypes = {
  CompanyMembershipRequested: { schema: companyMembershipRequestedSchema, version: 1 },
  CompanyMembershipApproved: { schema: companyMembershipApprovedSchema, version: 1 },
  CompanyMembershipDeclined: { schema: companyMembershipDeclinedSchema, version: 1 },
  CompanyMembershipWithdrawn: { schema: companyMembershipWithdrawnSchema, version: 1 },
  CompanyMemberJoinedByDomain: { schema: companyMemberJoinedByDomainSchema, version: 1 },
  CompanyMemberLeft: { schema: companyMemberLeftSchema, version: 1 },
  CompanyMemberRemoved: { schema: companyMemberRemovedSchema, version: 1 },
  CompanyDomainVerified: { schema: companyDomainVerifiedSchema, version: 1 },
} satisfies Record<MembershipEvent['type'], EventTypes[string]>;
