/** The part of the log to verify: the events after `after` up to `to`, each a global position; none means the whole log. */
export type AuditRange = { after?: string; to?: string };

/** What `GET /api/admin/audit/verify` answers: the chain holds, or where it first breaks and why. */
export type AuditVerdict =
  { intact: true; checked: number; head: string } | { intact: false; checked: number; position: string; reason: 'changed' | 'unchained' };
