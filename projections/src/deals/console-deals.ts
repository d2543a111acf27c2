import { applyChanges, calendarMonthOf, dealStatusOf, liveStatuses, parsePath, type Change, type DealStatus } from '@dealbook/domain';
import type { WriteOp } from '@dealbook/infra/document-store/port';
import { alreadyApplied, type PositionedDoc, type Projection } from '../runner/projection';
import { dealEventOf, dealIdOf } from './deal-events';

/** The deal fields a console card shows; components as name and type only. */
const cardKeys = [
  'project_name',
  'mandate',
  'asset_type',
  'project_type',
  'financial_interest_type',
  'street_address',
  'city',
  'state',
  'country',
  'full_address',
  'currency',
  'closing_basis',
  'analysis_date',
  'demo_deal',
  'has_matched_users',
] as const;
const componentKeys = new Set(['name', 'type']);

export interface CardComponent {
  item_id: string;
  name: string | null;
  type: string | null;
}

export interface ConsoleDealDoc extends PositionedDoc {
  _id: string;
  user_id: string;
  status: DealStatus;
  /** pending = draft, live = the rest. */
  stage: 'pending' | 'live';
  deleted: boolean;
  deleted_at: string | null;
  deal_sort_date: string;
  created_at: string;
  updated_at: string;
  updated_by: string;
  deal_version: number;
  replicated_from: string | null;
  components: CardComponent[];
  /** The deal's live files (the mail-a-file route finds a file's deal here) and its images, oldest first (the card shows the first). */
  files: string[];
  images: string[];
  card: Partial<Record<(typeof cardKeys)[number], unknown>>;
  /** Capital providers were contacted: the deal is out with them, matched (domain deals/status.ts). */
  invited: boolean;
}

export const CONSOLE_DEALS = 'console_deals';
/** One document per replicate and per delete, counted against the monthly limits (command-service deals/usage.ts). */
export const DEAL_USAGE = 'deal_usage';

function slim(deal: Record<string, unknown>): Pick<ConsoleDealDoc, 'card' | 'components'> {
  const card = Object.fromEntries(cardKeys.filter((k) => deal[k] !== undefined).map((k) => [k, deal[k]]));
  const list = Array.isArray(deal.sub_properties) ? (deal.sub_properties as Record<string, unknown>[]) : [];
  // A component the card kept as it was is kept as the same value (frozen, its text written once: jsonText).
  const components = list.map((c) =>
    isSlim(c)
      ? c
      : { item_id: String(c.item_id), name: typeof c.name === 'string' ? c.name : null, type: typeof c.type === 'string' ? c.type : null },
  );
  return { card, components };
}

/** Already a card's component, keys in the card's order: then it is written as it would be made. */
const isSlim = (c: Record<string, unknown>): c is Record<string, unknown> & CardComponent =>
  Object.keys(c).join() === 'item_id,name,type' &&
  typeof c.item_id === 'string' &&
  (typeof c.name === 'string' || c.name === null) &&
  (typeof c.type === 'string' || c.type === null);

/** Only the changes a card shows are applied: the card keeps none of the rest of the deal. */
function shown(change: Change): boolean {
  const { segments } = parsePath(change.path);
  const first = segments[0];
  if (!first || !('key' in first)) return false;
  if (first.key !== 'sub_properties') return (cardKeys as readonly string[]).includes(first.key);
  const field = segments[2];
  return segments.length <= 2 || (segments.length === 3 && !!field && 'key' in field && componentKeys.has(field.key));
}

const stageOf = (status: DealStatus): 'pending' | 'live' => (liveStatuses.includes(status) ? 'live' : 'pending');

/** The card with the status the deal's going out to providers gives it (domain deals/status.ts), and its stage. */
function withStatus(doc: ConsoleDealDoc, invited: boolean, recorded: DealStatus = doc.status): ConsoleDealDoc {
  const status = dealStatusOf({ recorded, invited });
  return { ...doc, invited, status, stage: stageOf(status) };
}

export const consoleDealsProjection: Projection = {
  name: 'console_deals',
  // 3: the status is matched once providers were contacted, as the deal's own is
  version: 3,
  collections: [
    { name: CONSOLE_DEALS, indexes: [{ fields: { user_id: 1, deal_sort_date: -1 } }, { fields: { files: 1 } }] },
    { name: DEAL_USAGE, indexes: [{ fields: { user_id: 1, kind: 1, month: 1 } }] },
  ],
  async handle(event, ctx): Promise<WriteOp[]> {
    const domain = dealEventOf(event);
    if (!domain) return [];
    const id = dealIdOf(event);
    const { at, by } = domain.data;
    const usage = (kind: 'replicate' | 'delete'): WriteOp => ({
      op: 'upsert',
      collection: DEAL_USAGE,
      doc: { _id: event.id, user_id: by, kind, month: calendarMonthOf(at), deal_id: id, at },
    });
    const doc = await ctx.get<ConsoleDealDoc>(CONSOLE_DEALS, id);
    if (alreadyApplied(doc, event)) return [];
    if (domain.type === 'DealCreated' || domain.type === 'DealReplicated') {
      const { deal } = domain.data;
      const status = deal.status ?? 'draft';
      const card: ConsoleDealDoc = {
        _id: id,
        user_id: deal.user_id ?? by,
        status,
        stage: stageOf(status),
        deleted: false,
        deleted_at: null,
        deal_sort_date: deal.deal_sort_date ?? at,
        created_at: at,
        updated_at: at,
        updated_by: by,
        deal_version: 1,
        replicated_from: domain.type === 'DealReplicated' ? domain.data.source.dealId : null,
        files: [],
        images: [],
        invited: false,
        ...slim(deal),
      };
      return [{ op: 'upsert', collection: CONSOLE_DEALS, doc: card }, ...(domain.type === 'DealReplicated' ? [usage('replicate')] : [])];
    }
    if (!doc) return [];
    const touched = { deal_sort_date: at, updated_at: at, updated_by: by };
    const upsert = (next: ConsoleDealDoc): WriteOp => ({ op: 'upsert', collection: CONSOLE_DEALS, doc: next });
    switch (domain.type) {
      case 'DealUpdated':
      case 'DealRestored': {
        const applied = applyChanges({ ...doc.card, sub_properties: doc.components }, domain.data.changes.filter(shown));
        const versioned = domain.type === 'DealRestored' || !domain.data.autosave;
        return [upsert({ ...doc, ...touched, ...slim(applied), deal_version: doc.deal_version + (versioned ? 1 : 0) })];
      }
      case 'DealRenamed':
        return [upsert({ ...doc, ...touched, card: { ...doc.card, project_name: domain.data.to } })];
      case 'DealStatusChanged': {
        const matched = domain.data.to === 'matched';
        const card = matched ? { ...doc.card, has_matched_users: true } : doc.card;
        return [upsert(withStatus({ ...doc, card }, doc.invited || matched, domain.data.to))];
      }
      case 'MatchContacted':
        return [upsert(withStatus({ ...doc, card: { ...doc.card, has_matched_users: true } }, true))];
      case 'DealDeleted':
        return [upsert({ ...doc, deleted: true, deleted_at: at }), usage('delete')];
      case 'DealRecovered':
        return [upsert({ ...doc, deleted: false, deleted_at: null })];
      case 'FileUploaded': {
        const { file_id, kind } = domain.data;
        return [upsert({ ...doc, files: [...doc.files, file_id], images: kind === 'image' ? [...doc.images, file_id] : doc.images })];
      }
      case 'FileDeleted': {
        const gone = domain.data.file_id;
        return [upsert({ ...doc, files: doc.files.filter((f) => f !== gone), images: doc.images.filter((f) => f !== gone) })];
      }
      default:
        return [];
    }
  },
};
