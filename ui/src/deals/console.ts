import { liveStatuses, type DealStatus } from '@dealbook/domain/catalog/options';
import { permissionLabels } from '../sharing/collaborators';
import type { CollabCard, DealCard, PartialCard } from './api';
import type { InvitationCard } from './invitations-api';

export const consoleViews = [
  { view: 'my_projects', code: 'MYP', label: 'My Projects' },
  { view: 'other_deals', code: 'OTH', label: 'Collabs' },
  { view: 'matched_solicitations', code: 'SYN', label: 'Invitations' },
] as const;
export type ConsoleView = (typeof consoleViews)[number]['view'];

export type ConsoleTab = 'drafts' | 'pending' | 'live' | 'declined' | 'deleted' | 'archived';
export const tabLabels: Record<ConsoleTab, string> = {
  drafts: 'Autosaved Drafts',
  pending: 'Pending',
  live: 'Live',
  declined: 'Declined',
  deleted: 'Deleted',
  archived: 'Archived',
};

const viewTabs: Record<ConsoleView, ConsoleTab[]> = {
  my_projects: ['drafts', 'pending', 'live', 'deleted'],
  other_deals: ['pending', 'live', 'archived'],
  matched_solicitations: ['pending', 'live', 'declined', 'archived'],
};
export const tabsOf = (view: ConsoleView): ConsoleTab[] => viewTabs[view];

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
  /** A collab card's sharing: who shared it, whose deal it is, the caller's flags. */
  sharing?: { sharedBy: string | null; owner: string | null; permissions: string[]; archived: boolean };
  /** An invitation card's offer: who sponsors the deal, and how well it matched the caller's profile. */
  offer?: { sponsor: string | null; company: string | null; score: number | null };
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

export function collabItem(collab: CollabCard): ConsoleItem {
  return {
    ...dealItem(collab.deal, 'collab'),
    key: `collab-${collab.collab_id}`,
    sharing: {
      sharedBy: collab.shared_by_name || null,
      owner: collab.owner_name || null,
      permissions: permissionLabels(collab),
      archived: collab.archived,
    },
  };
}

/** A deal offered to the caller (a provider's Invitations view): it opens the review. */
export function invitationItem(invitation: InvitationCard): ConsoleItem {
  const { deal_id: id, project_name, status, mandate, asset_type, city, state } = invitation;
  return {
    key: `invitation-${id}`,
    kind: 'invitation',
    id,
    name: project_name || untitled,
    status,
    date: invitation.invited_at ?? invitation.status_at ?? null,
    deleted: false,
    card: { id, project_name, status, mandate, asset_type, city, state },
    offer: { sponsor: invitation.sponsor_name || null, company: invitation.sponsor_company || null, score: invitation.score ?? null },
  };
}

type Lists = { partials: PartialCard[]; deals: DealCard[]; collabs: CollabCard[]; invitations: InvitationCard[] };

/** A collaborator sees a shared deal only while they may view it; archived cards only under Archived. */
function collabsOf(tab: ConsoleTab, collabs: CollabCard[]): ConsoleItem[] {
  const visible = collabs.filter((c) => c.can_view && c.deal.deleted !== true);
  const shown =
    tab === 'archived'
      ? visible.filter((c) => c.archived)
      : visible.filter((c) => !c.archived && isLive(c.deal.status) === (tab === 'live'));
  return shown.map(collabItem);
}

/** The cards a view's tab shows: pending = draft, live = the rest; deleted deals only under Deleted. */
export function itemsOf(view: ConsoleView, tab: ConsoleTab, lists: Lists): ConsoleItem[] {
  if (view === 'my_projects') {
    if (tab === 'drafts') return lists.partials.map(draftItem);
    const deals = lists.deals.map((card) => dealItem(card));
    if (tab === 'deleted') return deals.filter((item) => item.deleted);
    return deals.filter((item) => !item.deleted && isLive(item.status) === (tab === 'live'));
  }
  if (view === 'other_deals') return collabsOf(tab, lists.collabs);
  // an invitation's tab is its group: pending until answered, live once accepted, then declined or archived
  return lists.invitations.filter((card) => card.group === tab).map(invitationItem);
}

const TAB_KEY = 'dealbook.console.tab.';

/** The chosen tab of each view lasts for the browser session. */
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
