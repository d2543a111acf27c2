import { assertNever } from '../shared';
import type { FileAccessEvent } from './access-events';

export interface Permissioned {
  email: string;
  created_at: string;
  authorized: boolean;
}

export interface Denied {
  email: string;
  created_at: string;
  reason: string;
}

/** One file's (or the data room's) access list, in the spec's field names; `denied_access` is ours. */
export interface AccessRecord {
  restricted_access: boolean;
  permissioned_users: Permissioned[];
  requested_access: Permissioned[];
  denied_access: Denied[];
}

export type FileAccess = Record<string, AccessRecord>;

export const openRecord = (): AccessRecord => ({
  restricted_access: false,
  permissioned_users: [],
  requested_access: [],
  denied_access: [],
});
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function evolveFileAccess(access: FileAccess, event: FileAccessEvent): FileAccess {
  const d = event.data;
  const record = access[d.target] ?? openRecord();
  switch (event.type) {
    case 'FileRestrictionSet':
      return { ...access, [d.target]: { ...record, restricted_access: event.data.restricted } };
    case 'FilePermissionGranted': {
      const email = event.data.email;
      return {
        ...access,
        [d.target]: {
          ...record,
          permissioned_users: [...record.permissioned_users, { email, created_at: d.at, authorized: true }],
          requested_access: record.requested_access.filter((r) => !sameEmail(r.email, email)),
        },
      };
    }
    case 'FilePermissionRemoved':
      return {
        ...access,
        [d.target]: { ...record, permissioned_users: record.permissioned_users.filter((p) => !sameEmail(p.email, event.data.email)) },
      };
    case 'FileAccessRequested': {
      const email = event.data.email;
      const requested = [
        ...record.requested_access.filter((r) => !sameEmail(r.email, email)),
        { email, created_at: d.at, authorized: false },
      ];
      return { ...access, [d.target]: { ...record, requested_access: requested } };
    }
    case 'FileAccessDenied': {
      const email = event.data.email;
      return {
        ...access,
        [d.target]: {
          ...record,
          requested_access: record.requested_access.filter((r) => !sameEmail(r.email, email)),
          denied_access: [...record.denied_access, { email, created_at: d.at, reason: event.data.reason }],
        },
      };
    }
    default:
      return assertNever(event);
  }
}
