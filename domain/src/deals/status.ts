import type { DealStatus } from '../catalog/options';

/** What a deal's status is made of: the status recorded for it and who besides its owner may see it. */
export interface StatusFacts {
  recorded: DealStatus;
  /** Collaborators who may view the deal now (revoked ones do not count). */
  viewers: number;
  /** Capital providers were contacted: the deal went out to a matched company. */
  invited: boolean;
}

/**
 * A deal's status, from the same facts the access policy reads (collaborators who may view, providers
 * invited): matched once providers were contacted, shared while a collaborator may view it, else a draft.
 * Published and staged are only ever set on purpose and stay as set. Live means anything but a draft, so
 * a deal someone else can see is never on the Pending tab.
 */
export function dealStatusOf({ recorded, viewers, invited }: StatusFacts): DealStatus {
  if (recorded === 'published' || recorded === 'staged') return recorded;
  if (invited) return 'matched';
  if (viewers > 0) return 'shared';
  return 'draft';
}
