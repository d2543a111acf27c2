import type { DocumentStore } from '@dealbook/infra/document-store/port';

/** The caller's replicates and deletes in one calendar month ('YYYY-MM', UTC), for the plan limits. */
export type DealUsage = (userId: string, month: string) => Promise<{ replicates: number; deletes: number }>;

/** Kept by the console_deals projection: one document per DealReplicated and DealDeleted event. */
export const DEAL_USAGE = 'deal_usage';

/**
 * Counts from the `deal_usage` read model. No stream holds "a user's deals", so the write side asks the
 * read side; `settle` lets the composition wait until that projection has caught up with the store, so
 * that a burst of deletes cannot slip past the limit through projection lag.
 */
export function usageFromDocuments(documents: Pick<DocumentStore, 'count'>, settle?: () => Promise<unknown>): DealUsage {
  return async (userId, month) => {
    await settle?.();
    const [replicates, deletes] = await Promise.all([
      documents.count(DEAL_USAGE, { user_id: userId, kind: 'replicate', month }),
      documents.count(DEAL_USAGE, { user_id: userId, kind: 'delete', month }),
    ]);
    return { replicates, deletes };
  };
}

export interface DealLimitSettings {
  DEAL_MAX_REVISIONS: number;
  DEAL_MONTHLY_REPLICATES: number;
  DEAL_MONTHLY_DELETES: number;
}

/** The deal deps of the command service from configuration and the read side's documents. */
export function dealDepsFor(config: DealLimitSettings, documents: Pick<DocumentStore, 'count'>, settle?: () => Promise<unknown>) {
  return {
    dealLimits: {
      revisionsPerDeal: config.DEAL_MAX_REVISIONS,
      replicatesPerMonth: config.DEAL_MONTHLY_REPLICATES,
      deletesPerMonth: config.DEAL_MONTHLY_DELETES,
    },
    dealUsage: usageFromDocuments(documents, settle),
  };
}
