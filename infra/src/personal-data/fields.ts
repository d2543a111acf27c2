import { emailHash } from '../security/emails';

/**
 * Which fields of which events hold a person's data, and whose (R12). Every such value is stored
 * sealed with that person's key (`store.ts`); when the key is gone the value reads as a placeholder of its
 * kind. Two kinds of subject:
 * - `email:<sha256 of the address>` for every email address, whether or not it has an account yet (a
 *   referral, a share to a new person, a file request): erasing a person destroys the key of their address;
 * - `user:<id>` for names and telephone numbers, the person the event names by id (the stream's owner,
 *   `by`, an invitee's `user_id`).
 * A new event type that carries personal data adds its fields here (the R12 test sees plaintext otherwise).
 */
export type PersonalKind = 'email' | 'name' | 'text';

export interface PersonalField {
  /** Dotted path; `[]` walks an array (`invitees[].email`, `emails[]`); `*` every value of a record. */
  path: string;
  kind: PersonalKind;
  /** Whose: from the event's data, the array item the value sits in, and the stream. Null: no one's. */
  subject: (value: string, at: { data: Record<string, unknown>; item: Record<string, unknown>; streamId: string }) => string | null;
}

export const emailSubject = (email: string): string => `email:${emailHash(email)}`;
export const userSubject = (userId: string): string => `user:${userId}`;

const byEmail = (value: string) => emailSubject(value);
const ownerOfStream = (_: string, { streamId }: { streamId: string }) => {
  const id = /^(?:user|account)-(.+)$/.exec(streamId)?.[1];
  return id ? userSubject(id) : null;
};
const byField =
  (field: string) =>
  (_: string, { item }: { item: Record<string, unknown> }) =>
    typeof item[field] === 'string' ? userSubject(item[field]) : null;
const requester = (_: string, { data }: { data: Record<string, unknown> }) =>
  typeof data.email === 'string' ? emailSubject(data.email) : null;

const email = (path = 'email'): PersonalField => ({ path, kind: 'email', subject: byEmail });
const ownName = (path: string): PersonalField => ({ path, kind: 'name', subject: ownerOfStream });
const nameOf = (path: string, idField: string): PersonalField => ({ path, kind: 'name', subject: byField(idField) });

const person = [email(), ownName('first_name'), ownName('last_name')];
const fileUse = [email()];

export const personalFields: Record<string, PersonalField[]> = {
  UserRegistered: person,
  GhostUserCreated: person,
  ActivationTokenIssued: [email()],
  ResetTokenIssued: [email()],
  ProfileUpdated: [ownName('first_name'), ownName('last_name'), { path: 'contact_telephone', kind: 'text', subject: ownerOfStream }],
  CampaignSignUpTracked: [email()],
  ReferralsSent: [email('emails[]'), ownName('from_name')],
  ReferredAccountOpened: [email()],
  LeadUnsubscribed: [email()],
  LeadConverted: [email()],
  SurveyInvitationCreated: [email()],
  DealShared: [email(), nameOf('by_name', 'by')],
  MatchContacted: [email('invitees[].email'), nameOf('invitees[].name', 'user_id'), nameOf('by_name', 'by')],
  InvitationStatusChanged: [nameOf('provider_name', 'by'), email('sponsor.email')],
  ModelBuildRequested: [email()],
  ModelBuilt: [email()],
  FileLinkOpened: fileUse,
  FileDownloaded: fileUse,
  FileViewed: fileUse,
  FileMailed: fileUse,
  FileLinkMailed: fileUse,
  FilePermissionGranted: [email()],
  FilePermissionRemoved: [email()],
  FileAccessRequested: [email(), email('owner_email'), { path: 'details.*', kind: 'text', subject: requester }],
  FileAccessDenied: [email()],
};
