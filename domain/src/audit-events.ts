import { z } from 'zod';
import type { DomainEvent, EventTypes } from './shared';

/**
 * Tamper evidence for stores that cannot link every event as it is appended (KurrentDB): one
 * process follows the global log and, every so many events, appends a seal to `audit-seals`. A seal's head
 * is the chain link (infra chain.ts) over the events from `from` to `to` (global positions, inclusive; the
 * seal stream's own events left out), starting from the previous seal's head, so the seals form one chain.
 */
export const AUDIT_SEALS_STREAM = 'audit-seals';

const link = z.string().regex(/^[0-9a-f]{64}$/);
const position = z.string().regex(/^\d+$/);

export const auditSealedSchema = z.object({
  from: position,
  to: position,
  count: z.number().int().min(1),
  head: link,
  previous: link,
});

export type AuditSealedData = z.infer<typeof auditSealedSchema>;
export type AuditSealed = DomainEvent<'AuditSealed', AuditSealedData>;
export type AuditEvent = AuditSealed;

export const auditEventTypes = {
  AuditSealed: { schema: auditSealedSchema, version: 1 },
} satisfies Record<AuditEvent['type'], EventTypes[string]>;
