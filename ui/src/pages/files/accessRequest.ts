import type { Role } from '@dealbook/domain/access/policy';
import type { InAppRequest } from '../../deals/files-api';
import type { User } from '../../providers/authProvider';

/** Who asks from inside the app: the signed-in person and their part in the deal (the deal retrieve's `access.role`). */
export type Requester = { user: Pick<User, 'email' | 'first_name' | 'last_name'>; role: Role };

// The request route takes details of at most 200 characters each.
const DETAIL_MAX = 200;
const detail = (text: string) => text.trim().slice(0, DETAIL_MAX);

/**
 * The request of a locked file (contract "In-app locks"): a collaborator asks as 'collab_user' from
 * 'Collaborator', a matched provider as 'matched_user' from 'CapMatch', anyone else as 'authorized_user' from 'Shared'.
 */
export function inAppRequest({ user, role }: Requester, fileId: string, entity: string): InAppRequest {
  const [type, source] =
    role === 'collaborator'
      ? (['collab_user', 'Collaborator'] as const)
      : role === 'provider'
        ? (['matched_user', 'CapMatch'] as const)
        : (['authorized_user', 'Shared'] as const);
  return {
    email: user.email,
    attachment_key: fileId,
    type,
    details: { first_name: detail(user.first_name), last_name: detail(user.last_name), entity: detail(entity), source },
  };
}
