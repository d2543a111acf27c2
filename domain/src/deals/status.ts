import type { DealStatus } from '../catalog/options';

/** What a deal's status is made of: the status recorded for it, and whether it went out to capital providers. */
export interface StatusFacts {
  recorded: DealStatus;
  /** Capital providers were contacted: the deal went out to a matched company (the access policy's providers). */
  invited: boolean;
}

/**
 * A deal's status: matched once capital providers were contacted (the same fact that lets the access policy
 * show it to them), so a deal out with providers is never a draft on the Pending tab. Published, shared and
 * staged are only ever set on purpose and stay as set. Colleagues a deal is shared with do not make it
 * live: to them, and to its owner, it is a draft until it goes out.
 */
export function dealStatusOf({ recorded, invited }: StatusFacts): DealStatus {
  if (recorded === 'published' || recorded === 'staged' || recorded === 'shared') return recorded;
  return invited ? 'matched' : 'draft';
}
