/** What to verify: the events after `after` up to `to` (global positions; the per-event chain only), and a head recorded earlier. */
export type AuditRange = { after?: string; to?: string; head?: string };

/** How the log was checked: the link every event carries (embedded stores), or the seals (KurrentDB). */
export type AuditMethod = 'chain' | 'seals';

/** With seals: how many were verified, and how many events after the last one wait for the next. */
type Sealed = { seals?: number; unsealed?: number };

/** What `GET /api/admin/audit/verify` answers: intact, where it first breaks and why, or that a recorded head is gone. */
export type AuditVerdict = { method: AuditMethod } & Sealed &
  (
    | { intact: true; checked: number; head: string }
    | { intact: false; checked: number; position: string; reason: 'changed' | 'unchained' }
    | { intact: false; checked: number; reason: 'missing'; head: string }
  );
