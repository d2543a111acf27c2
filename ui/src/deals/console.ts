import { liveStatuses, type DealStatus } from '@dealbook/domain/catalog/options';
import type { DealCard, PartialCard } from './api';

export const consoleViews = [
  { view: 'my_projects', code: 'MYP', label: 'My Projects' },
  { view: 'other_deals', code: 'OTH', label: 'Collabs' },
  { view: 'matched_solicitations', code: 'SYN', label: 'Invitations' },
] as const;
export type ConsoleView = (typeof consoleViews)[number]['view'];

export type ConsoleTab = 'drafts' | 'pending' | 'live' | 'deleted';
export const tabLabels: Record<ConsoleTab, string> = { drafts: 'Autosaved Drafts', pending: 'Pending', live: 'Live', deleted: 'Deleted' };

export const tabsOf = (view: ConsoleView): ConsoleTab[] =>
  view === 'my_projects' ? ['drafts', 'pending', 'live', 'deleted'] : ['pending', 'live'];

/** One card of the console, whichever list it came from. */
export type ConsoleItem = {
  key: string;
  kind: 'draft' | 'deal' | 'collab' | 'invitation';
  id: string;
  name: string;
  status: string;
  date: string | null;
  deleted: boolean;
  card: DealCard | null;
};

export const isLive = (status: string | null | undefined) => liveStatuses.includes(status as DealStatus);

const untitled = 'Untitled project';

export function draftItem(partial: PartialCard): ConsoleItem {
  const id = partial.partial_id ?? partial.id ?? '';
  const name = partial.project_name ?? partial.deal?.project_name ?? '';
  return {
    key: `draft-${id}`,
    kind: 'draft',
    id,
    name: name || untitled,
    status: 'draft',
    date: partial.updated_at ?? null,
    deleted: false,
    card: null,
  };
}

export function dealItem(card: DealCard, kind: ConsoleItem['kind'] = 'deal'): ConsoleItem {
  return {
    key: `${kind}-${card.id}`,
    kind,
    id: card.id,
    name: card.project_name || untitled,
    status: card.status ?? 'draft',
    date: card.deal_sort_date ?? card.updated_at ?? null,
    deleted: card.deleted === true,
    card,
  };
}

type Lists = { partials: PartialCard[]; deals: DealCard[]; collabs: DealCard[]; invitations: DealCard[] };

/** The cards a view's tab shows: pending = draft, live = the rest (spec 2 §4); deleted deals only under Deleted. */
export function itemsOf(view: ConsoleView, tab: ConsoleTab, lists: Lists): ConsoleItem[] {
  if (view === 'my_projects') {
    if (tab === 'drafts') return lists.partials.map(draftItem);
    const deals = lists.deals.map((card) => dealItem(card));
    if (tab === 'deleted') return deals.filter((item) => item.deleted);
    return deals.filter((item) => !item.deleted && isLive(item.status) === (tab === 'live'));
  }
  const source =
    view === 'other_deals' ? lists.collabs.map((c) => dealItem(c, 'collab')) : lists.invitations.map((c) => dealItem(c, 'invitation'));
  return source.filter((item) => isLive(item.status) === (tab === 'live'));
}

const TAB_KEY = 'dealbook.console.tab.';

/** The chosen tab of each view lasts for the browser session (spec 2 §2). */
export function rememberedTab(view: ConsoleView, storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): ConsoleTab {
  const saved = storage?.getItem(TAB_KEY + view) as ConsoleTab | null | undefined;
  const tabs = tabsOf(view);
  return saved && tabs.includes(saved) ? saved : view === 'my_projects' ? 'pending' : tabs[0]!;
}

export function rememberTab(view: ConsoleView, tab: ConsoleTab, storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull()) {
  storage?.setItem(TAB_KEY + view, tab);
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
