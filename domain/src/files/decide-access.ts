import { DomainError, assertNever } from '../shared';
import { DATAROOM, type FileAccessEvent } from './access-events';
import { openRecord, sameEmail, type FileAccess } from './access-state';
import type { Files } from './state';

interface Command<Type extends string, Data> {
  type: Type;
  data: Data & { now: string; actorId: string };
}

export type SetFileRestriction = Command<'SetFileRestriction', { target: string; restricted: boolean }>;
/** `ownerEmail`: the deal owner's address (they already have full access and cannot be added). */
export type GrantFileAccess = Command<'GrantFileAccess', { target: string; emails: string[]; ownerEmail: string | null }>;
export type RemoveFileAccess = Command<'RemoveFileAccess', { target: string; email: string }>;
/** A visitor's request through the link; `actorId` is the signed-in person or `public`. */
export type RequestFileAccess = Command<
  'RequestFileAccess',
  {
    target: string;
    email: string;
    type: 'matched_user' | 'collab_user' | 'authorized_user' | 'public_access';
    details: Record<string, string>;
    ownerId: string | null;
    ownerEmail: string | null;
    projectName: string;
  }
>;
/** Turn a pending request down; the requester is told `reason`. */
export type DenyFileAccess = Command<'DenyFileAccess', { target: string; email: string; reason: string; projectName: string }>;
export type FileAccessCommand = SetFileRestriction | GrantFileAccess | RemoveFileAccess | RequestFileAccess | DenyFileAccess;

const messages = {
  exists: 'Error: Email Address Already Exists',
  existsBody: 'This address has already been invited to this resource.',
  system: 'System Error',
  owner: 'Deal owners already have full access and cannot add themselves.',
  permissionsFailed: 'Error: Cannot Set Permissions',
  unknown: 'This file does not exist (it may have been deleted).',
  pending: 'Access Request Already Pending',
  pendingBody: 'You have already asked for access to this file; the deal’s owner has been told.',
  notRestricted: 'This file is open to anyone with its link: no request is needed.',
  // The address as typed when it is short enough to read back; a screenful of text is not quoted back.
  invalid: (email: string) => (email.length <= 80 ? `"${email}" is not a valid email address.` : 'That is not a valid email address.'),
  denyFailed: 'Unable to Deny Access',
  noRequest: (email: string) => `There is no pending request from ${email} for this file.`,
  noReason: 'Say why: the requester is told the reason.',
};
export const fileAccessMessages = messages;

const fileNameOf = (target: string, files: Files) =>
  target === DATAROOM ? 'the data room' : (files.find((f) => f.file_id === target)?.file_name ?? '');
/** An address shaped like one (something@domain.tld); whether it receives mail is the verification port's call. */
export const validEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * The data room's and each file's access list: restrict or open it; permission
 * addresses one by one or in bulk (compared without case, the owner never, someone already on the list
 * refused alone with 409 and left out of a bulk invite); remove one.
 */
export function decideFileAccess(command: FileAccessCommand, access: FileAccess, files: Files): FileAccessEvent[] {
  const { target, now, actorId } = command.data;
  const stamp = { at: now, by: actorId };
  if (target !== DATAROOM && !files.some((f) => f.file_id === target)) {
    throw new DomainError('not_found', 'FILE_NOT_FOUND', messages.unknown, messages.permissionsFailed);
  }
  const record = access[target] ?? openRecord();
  switch (command.type) {
    case 'SetFileRestriction':
      return record.restricted_access === command.data.restricted
        ? []
        : [{ type: 'FileRestrictionSet', data: { target, restricted: command.data.restricted, ...stamp } }];
    case 'GrantFileAccess': {
      const { emails, ownerEmail } = command.data;
      const single = emails.length === 1;
      const fresh: string[] = [];
      for (const raw of emails) {
        const email = raw.trim().toLowerCase();
        if (!validEmail(email)) {
          if (single) throw new DomainError('invalid', 'INVALID_EMAIL', messages.invalid(raw), messages.system);
          continue;
        }
        if (ownerEmail && sameEmail(email, ownerEmail)) {
          if (single) throw new DomainError('invalid', 'OWNER_HAS_ACCESS', messages.owner, messages.system);
          continue;
        }
        const known = record.permissioned_users.some((p) => sameEmail(p.email, email)) || fresh.includes(email);
        if (known) {
          if (single) throw new DomainError('conflict', 'EMAIL_ALREADY_INVITED', messages.existsBody, messages.exists);
          continue;
        }
        fresh.push(email);
      }
      return fresh.map((email) => ({ type: 'FilePermissionGranted', data: { target, email, ...stamp } }));
    }
    case 'RemoveFileAccess': {
      const found = record.permissioned_users.find((p) => sameEmail(p.email, command.data.email));
      return found ? [{ type: 'FilePermissionRemoved', data: { target, email: found.email, ...stamp } }] : [];
    }
    case 'RequestFileAccess': {
      const d = command.data;
      const email = d.email.trim().toLowerCase();
      if (!validEmail(email)) throw new DomainError('invalid', 'INVALID_EMAIL', messages.invalid(d.email), messages.system);
      if (!record.restricted_access) throw new DomainError('conflict', 'NOT_RESTRICTED', messages.notRestricted, messages.system);
      if (record.permissioned_users.some((p) => sameEmail(p.email, email)) || (d.ownerEmail && sameEmail(d.ownerEmail, email)))
        throw new DomainError('conflict', 'EMAIL_ALREADY_INVITED', messages.existsBody, messages.exists);
      if (record.requested_access.some((r) => sameEmail(r.email, email)))
        throw new DomainError('conflict', 'REQUEST_PENDING', messages.pendingBody, messages.pending);
      const data = {
        target,
        email,
        type: d.type,
        details: d.details,
        owner_id: d.ownerId,
        owner_email: d.ownerEmail,
        project_name: d.projectName,
        file_name: fileNameOf(target, files),
        ...stamp,
      };
      return [{ type: 'FileAccessRequested', data }];
    }
    case 'DenyFileAccess': {
      const reason = command.data.reason.trim();
      if (!reason) throw new DomainError('invalid', 'REASON_REQUIRED', messages.noReason, messages.denyFailed);
      const found = record.requested_access.find((r) => sameEmail(r.email, command.data.email));
      if (!found) throw new DomainError('conflict', 'NO_PENDING_REQUEST', messages.noRequest(command.data.email), messages.denyFailed);
      const data = {
        target,
        email: found.email,
        reason,
        project_name: command.data.projectName,
        file_name: fileNameOf(target, files),
        ...stamp,
      };
      return [{ type: 'FileAccessDenied', data }];
    }
    default:
      return assertNever(command);
  }
}
