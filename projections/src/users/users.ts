import {
  accountEventTypes,
  assertNever,
  identityEventTypes,
  type AccountEvent,
  type GhostUserCreated,
  type UserEvent,
  type UserRegistered,
} from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { typedEvent } from '../runner/typed-events';

/** The events of a `user-` stream (its address's and tokens' own streams are not this read model's). */
const {
  EmailReserved: _reserved,
  EmailReleased: _released,
  TokenIssued: _issued,
  TokenUsed: _used,
  ...userEventTypes
} = identityEventTypes;

/** One account as the app and the admin panels read it. Never a password hash, never a token. */
export interface UserFields {
  email: string;
  first_name: string;
  last_name: string;
  type: 'D' | 'PI';
  ghost: boolean;
  /** False until the account is activated: `usersLookup` treats such an account as signed out. */
  active: boolean;
  admin: boolean;
  auditor: boolean;
  /** Its person's data was erased: closed for good. */
  erased?: boolean;
  /** Closed by an admin: `usersLookup` treats it as signed out. */
  deactivated: boolean;
  console_view: 'my_projects' | 'other_deals' | 'matched_solicitations';
  sandbox: boolean;
  created_at: string;
  activated_at: string | null;
  last_sign_in_at: string | null;
  sessions_valid_from?: string;
}

export type UserDoc = PositionedDoc & UserFields & { _id: string };

export const USERS = 'users';
export const REVOKED_SESSIONS = 'revoked_sessions';

const created = (data: UserRegistered['data'] | GhostUserCreated['data'], at: string, ghost: boolean): UserFields => ({
  email: data.email,
  first_name: data.first_name,
  last_name: data.last_name,
  type: data.type,
  ghost,
  active: false,
  admin: false,
  auditor: false,
  deactivated: false,
  console_view: 'my_projects',
  sandbox: false,
  created_at: at,
  activated_at: null,
  last_sign_in_at: null,
});

/** What a user event changes in the account's document; null for the events that change nothing here. */
function changeOf(event: UserEvent, at: string): Partial<UserFields> | null {
  switch (event.type) {
    case 'UserActivated':
      return { active: true, activated_at: event.data.at };
    case 'SignedIn':
      return { last_sign_in_at: event.data.at };
    // Sessions that started before a password change end with it (see `usersLookup`).
    case 'PasswordChanged':
      return { sessions_valid_from: at };
    case 'AdminGranted':
      return { admin: true };
    case 'AdminRevoked':
      return { admin: false };
    case 'AuditorGranted':
      return { auditor: true };
    case 'AuditorRevoked':
      return { auditor: false };
    case 'AccountDeactivated':
      return { deactivated: true };
    case 'AccountReactivated':
      return { deactivated: false };
    // The person's data was erased: the account is closed for good (its names and email read as placeholders).
    case 'PersonalDataErased':
      return { deactivated: true, erased: true };
    case 'ConsoleViewSet':
      return { console_view: event.data.view };
    case 'SandboxSet':
      return { sandbox: event.data.sandbox };
    case 'UserRegistered':
    case 'GhostUserCreated':
    case 'ActivationTokenIssued':
    case 'ResetTokenIssued':
    case 'SignInFailed':
    case 'SignedOut':
      return null;
    default:
      return assertNever(event);
  }
}

/** The `users` read model: sessions (`usersLookup`), the signed-in user, the admin's user lists. */
export const usersProjection: Projection = {
  name: 'users',
  version: 5,
  collections: [
    {
      name: USERS,
      indexes: [
        { fields: { email: 1 } },
        { fields: { last_name: 1, first_name: 1 } },
        { fields: { first_name: 1 } },
        { fields: { created_at: -1 } },
        { fields: { admin: 1 } },
        { fields: { auditor: 1 } },
      ],
    },
    { name: REVOKED_SESSIONS },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    if (event.streamId.startsWith('account-')) {
      const profile = typedEvent<AccountEvent>(accountEventTypes, event);
      if (profile?.type !== 'ProfileUpdated') return [];
      // The names a person edits in their profile are the names the app greets them with.
      const doc = await ctx.get<UserDoc>(USERS, event.streamId.slice('account-'.length));
      if (!doc || alreadyApplied(doc, event)) return [];
      return [upsert({ ...doc, first_name: profile.data.first_name, last_name: profile.data.last_name })];
    }
    if (!event.streamId.startsWith('user-')) return [];
    const user = typedEvent<UserEvent>(userEventTypes, event);
    if (!user) return [];
    const id = event.streamId.slice('user-'.length);
    if (user.type === 'SignedOut') {
      // A revocation list: keyed by the session hash, the same however often it is applied.
      const { session, at } = user.data;
      return session ? [{ op: 'upsert', collection: REVOKED_SESSIONS, doc: { _id: session, user_id: id, at } }] : [];
    }
    const at = event.metadata.occurredAt ?? event.recordedAt;
    if (user.type === 'UserRegistered' || user.type === 'GhostUserCreated') {
      const doc = await ctx.get<UserDoc>(USERS, id);
      if (alreadyApplied(doc, event)) return [];
      const ghost = user.type === 'GhostUserCreated' || user.data.ghost;
      return [upsert({ _id: id, ...created(user.data, at, ghost) })];
    }
    const change = changeOf(user, at);
    if (!change) return [];
    const doc = await ctx.get<UserDoc>(USERS, id);
    if (!doc || alreadyApplied(doc, event)) return [];
    return [upsert({ ...doc, ...change })];
  },
};

function upsert(doc: UserDoc): WriteOp {
  return { op: 'upsert', collection: USERS, doc };
}
