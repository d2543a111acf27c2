import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';

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
  /** Its person's data was erased (issue 19, R12): closed for good. */
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

type Data = Record<string, unknown>;
type Change = (data: Data, at: string) => Partial<UserFields>;

const created = (data: Data, at: string, ghost: boolean): UserFields => ({
  email: String(data.email),
  first_name: String(data.first_name ?? ''),
  last_name: String(data.last_name ?? ''),
  type: data.type === 'PI' ? 'PI' : 'D',
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

/** What each user event changes in the account's document; events not listed change nothing here. */
const changes: Record<string, Change> = {
  UserActivated: (data, at) => ({ active: true, activated_at: typeof data.at === 'string' ? data.at : at }),
  SignedIn: (data, at) => ({ last_sign_in_at: typeof data.at === 'string' ? data.at : at }),
  // Sessions that started before a password change end with it (see `usersLookup`).
  PasswordChanged: (_data, at) => ({ sessions_valid_from: at }),
  AdminGranted: () => ({ admin: true }),
  AdminRevoked: () => ({ admin: false }),
  AuditorGranted: () => ({ auditor: true }),
  AuditorRevoked: () => ({ auditor: false }),
  AccountDeactivated: () => ({ deactivated: true }),
  AccountReactivated: () => ({ deactivated: false }),
  // The person's data was erased: the account is closed for good (its names and email read as placeholders).
  PersonalDataErased: () => ({ deactivated: true, erased: true }),
  ConsoleViewSet: (data) => ({ console_view: data.view as UserDoc['console_view'] }),
  SandboxSet: (data) => ({ sandbox: data.sandbox === true }),
};

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
    if (event.type === 'ProfileUpdated' && event.streamId.startsWith('account-')) {
      // The names a person edits in their profile are the names the app greets them with.
      const doc = await ctx.get<UserDoc>(USERS, event.streamId.slice('account-'.length));
      if (!doc || alreadyApplied(doc, event)) return [];
      const { first_name, last_name } = event.data as { first_name: string; last_name: string };
      return [upsert({ ...doc, first_name, last_name })];
    }
    if (!event.streamId.startsWith('user-')) return [];
    const id = event.streamId.slice('user-'.length);
    const data = (event.data ?? {}) as Data;
    if (event.type === 'SignedOut' && typeof data.session === 'string') {
      // A revocation list: keyed by the session hash, the same however often it is applied.
      return [{ op: 'upsert', collection: REVOKED_SESSIONS, doc: { _id: data.session, user_id: id, at: String(data.at) } }];
    }
    const at = event.metadata.occurredAt ?? event.recordedAt;
    if (event.type === 'UserRegistered' || event.type === 'GhostUserCreated') {
      const doc = await ctx.get<UserDoc>(USERS, id);
      if (alreadyApplied(doc, event)) return [];
      return [upsert({ _id: id, ...created(data, at, event.type === 'GhostUserCreated' || data.ghost === true) })];
    }
    const change = changes[event.type];
    if (!change) return [];
    const doc = await ctx.get<UserDoc>(USERS, id);
    if (!doc || alreadyApplied(doc, event)) return [];
    return [upsert({ ...doc, ...change(data, at) })];
  },
};

function upsert(doc: UserDoc): WriteOp {
  return { op: 'upsert', collection: USERS, doc };
}
