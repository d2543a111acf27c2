/** Stream ids of the deals capability, `<category>-<id>`. */
export const dealStream = (dealId: string): string => `deal-${dealId}`;

/** The autosaved partial of a deal not yet created, by partial_id. */
export const draftStream = (partialId: string): string => `draft-${partialId}`;
