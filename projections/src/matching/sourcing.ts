import { decodeEvent, eventTypes, evolveSourcing, type Divisions, type SourcingEvent } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';

export const SOURCING_DIVISIONS = 'sourcing_divisions';
export const SOURCING_COMPANIES = 'sourcing_companies';

/** One division of a company's sourcing profile: what the matcher and the profile screen read. */
export interface SourcingDivisionDoc extends PositionedDoc {
  _id: string;
  company_id: string;
  company_name: string;
  industry_id: string;
  name: string;
  selection: Divisions[string]['selection'];
  updated_at: string;
}

const sourcingTypes = new Set(['DivisionCreated', 'DivisionRenamed', 'DivisionDeleted', 'DivisionStrategySaved']);

/**
 * Sourcing profiles, division by division, folded with the domain's own `evolveSourcing`; the company's
 * name is kept from its CompanyCreated (always earlier on the same stream).
 */
export const sourcingProjection: Projection = {
  name: 'sourcing',
  version: 1,
  collections: [{ name: SOURCING_DIVISIONS, indexes: [{ fields: { company_id: 1 } }] }, { name: SOURCING_COMPANIES }],
  async handle(event, ctx): Promise<WriteOp[]> {
    if (!event.streamId.startsWith('company-')) return [];
    const companyId = event.streamId.slice('company-'.length);
    if (event.type === 'CompanyCreated') {
      const doc = await ctx.get(SOURCING_COMPANIES, companyId);
      if (alreadyApplied(doc, event)) return [];
      return [
        {
          op: 'upsert',
          collection: SOURCING_COMPANIES,
          doc: { _id: companyId, name: String((event.data as { name?: unknown }).name ?? '') },
        },
      ];
    }
    if (!sourcingTypes.has(event.type)) return [];
    const domain = {
      type: event.type,
      data: decodeEvent(eventTypes, event.type, event.data, event.metadata.schemaVersion),
    } as SourcingEvent;
    const id = domain.data.division_id;
    const doc = await ctx.get<SourcingDivisionDoc>(SOURCING_DIVISIONS, id);
    if (alreadyApplied(doc, event)) return [];
    if (domain.type === 'DivisionDeleted') return doc ? [{ op: 'delete', collection: SOURCING_DIVISIONS, id }] : [];
    const company = doc ? null : await ctx.get(SOURCING_COMPANIES, companyId);
    const before: Divisions = doc ? { [id]: { industry_id: doc.industry_id, name: doc.name, selection: doc.selection } } : {};
    const after = evolveSourcing(before, domain)[id];
    if (!after) return [];
    const next: SourcingDivisionDoc = {
      _id: id,
      company_id: companyId,
      company_name: doc?.company_name ?? String(company?.name ?? ''),
      ...after,
      updated_at: domain.data.at,
    };
    return [{ op: 'upsert', collection: SOURCING_DIVISIONS, doc: next }];
  },
};
