import type { MatchPerson, Selection, SourcingDivision } from '@dealbook/domain';
import type { DocumentStore } from '@dealbook/infra/document-store/port';

/** Kept by the `sourcing` projection: one document per division with its company's name. */
export const SOURCING_DIVISIONS = 'sourcing_divisions';

export interface SourcingDivisionDoc {
  _id: string;
  company_id: string;
  company_name: string;
  industry_id: string;
  name: string;
  selection: Selection;
}

/**
 * What matching reads of the read side: every division (the matcher's input) and a company's people
 * (whom a contact invites). No stream holds "all divisions", so the write side asks the read models, as
 * the deal limits do; `settle` waits until they have caught up with the store.
 */
export interface SourcingDirectory {
  divisions(): Promise<SourcingDivision[]>;
  /** The people of each company named, in one read (a company with nobody is absent). */
  people(companyIds: readonly string[]): Promise<Map<string, MatchPerson[]>>;
}

export function directoryFromDocuments(documents: Pick<DocumentStore, 'find'>, settle?: () => Promise<unknown>): SourcingDirectory {
  return {
    async divisions() {
      await settle?.();
      const docs = await documents.find<SourcingDivisionDoc & { [k: string]: unknown }>(SOURCING_DIVISIONS);
      return docs.map((d) => ({
        division_id: d._id,
        division_name: d.name,
        company_id: d.company_id,
        company_name: d.company_name,
        selection: d.selection,
      }));
    },
    async people(companyIds) {
      const byCompany = new Map<string, MatchPerson[]>();
      if (companyIds.length === 0) return byCompany;
      await settle?.();
      const docs = await documents.find('accounts', { company_id: { $in: [...new Set(companyIds)] } }, { sort: { _id: 1 } });
      for (const d of docs) {
        if (typeof d.email !== 'string' || d.email === '') continue;
        const person = { id: d._id, first_name: String(d.first_name ?? ''), last_name: String(d.last_name ?? ''), email: d.email };
        const company = String(d.company_id);
        byCompany.set(company, [...(byCompany.get(company) ?? []), person]);
      }
      return byCompany;
    },
  };
}
