import type { Capability } from '@dealbook/domain/access/policy';
import type { User } from '../providers/authProvider';
import type { DealAccess } from './api';

// The policy's reads (domain/access/policy.ts keeps them unexported).
const reads: readonly string[] = ['view', 'see_history', 'export'] satisfies Capability[];

/**
 * What the signed-in person may do with a deal, as their screens offer it. The deal routes answer an
 * auditor who owns a deal (from before the role) as its owner, but the command side refuses an auditor
 * every write: for them only the reads remain.
 */
export function accessFor(user: Pick<User, 'auditor'>, access: DealAccess): DealAccess {
  if (!user.auditor) return access;
  const can = Object.fromEntries(
    Object.entries(access.can).map(([capability, allowed]) => [capability, allowed && reads.includes(capability)]),
  );
  return { ...access, can: can as DealAccess['can'] };
}
