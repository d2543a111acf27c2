import type { Access } from '@dealbook/domain/access/policy';
import { dataProvider as defaultDataProvider, type DealbookDataProvider } from '../providers/dataProvider';

/** What the caller may do with a deal, as the deal routes answer it beside the deal. */
export type DealAccess = Pick<Access, 'role' | 'can'>;

export type Permissions = { can_view: boolean; can_share: boolean; can_edit: boolean };

export type Collaborator = Permissions & {
  shared_user_id: string;
  email: string;
  name: string;
  shared_at: string | null;
  shared_by: string | null;
  shared_by_name: string | null;
  /** False while the person has not activated the account opened for them. */
  active: boolean;
};

export type Distribution = {
  deal_id: string;
  project_name: string;
  owner: { id: string; email: string; name: string };
  collaborators: Collaborator[];
  /** What the caller may do with the deal. */
  access: DealAccess;
};

export type Invitee = { email: string; first_name: string; last_name: string };
/** The flags offered with a share; a flag the caller does not hold is left out. */
export type Grants = { can_edit?: boolean; can_share?: boolean };
export type ShareResult = { shared_user_id: string; email: string; account_created: boolean };
export type PermissionChange = Permissions & { shared_user_id: string };
/** The address check's answer, in the email-verification service's shape. */
export type EmailCheck = {
  result: string;
  disposable: boolean;
  mx_records: boolean;
  smtp_server: boolean;
  smtp_check: boolean;
  reason: string | null;
};

const DEALS = '/api/app/deals/secure';
const collabPath = (dealId: string, action = '') => `${DEALS}/${encodeURIComponent(dealId)}/share/collab${action && `/${action}`}`;

/** The sharing calls of the requirements (a colleague's collaboration), through the dataProvider. */
export function createSharingApi(provider: Pick<DealbookDataProvider, 'command'> = defaultDataProvider) {
  const { command } = provider;
  return {
    distribution: async (dealId: string) => (await command<Distribution>(collabPath(dealId), undefined, 'GET')).data,
    /** Shares with a colleague; someone without an account gets one opened and an activation mail. */
    share: async (dealId: string, invitee: Invitee, grants: Grants) =>
      (await command<ShareResult>(collabPath(dealId, 'copy'), { deal: { id: dealId }, user: { ...invitee, type: 'D' }, ...grants })).data,
    setPermissions: async (dealId: string, changes: PermissionChange[]) =>
      (await command<{ shared_deals: PermissionChange[] }>(collabPath(dealId, 'permission'), { deal_id: dealId, shared_deals: changes }))
        .data,
    archive: (dealId: string, archived: boolean) => command(collabPath(dealId, 'archive'), { archived }),
    /** Checks an address before a share is sent to it. */
    checkEmail: async (email: string) =>
      (await command<EmailCheck>(`/api/hunter/email/validate?email_address=${encodeURIComponent(email)}`, undefined, 'GET')).data,
    /** Copies a shared deal into the caller's own deals; the answer names the new deal. */
    duplicate: async (dealId: string) => (await command<{ id: string }>(collabPath(dealId, 'duplicate'), {})).data,
  };
}

export type SharingApi = ReturnType<typeof createSharingApi>;
export const sharingApi = createSharingApi();

/** The react-query keys of the sharing calls. */
export const sharingKeys = {
  distribution: (dealId: string) => ['distribution', dealId] as const,
};
