import { describe, expect, it } from 'vitest';
import type { CollabCard } from './api';
import { collabItem, itemsOf, rememberedTab, tabsOf } from './console';
import type { InvitationCard } from './invitations-api';

const collab = (id: string, status: string, flags: Partial<CollabCard> = {}): CollabCard => ({
  collab_id: `c-${id}`,
  can_view: true,
  can_share: false,
  can_edit: true,
  archived: false,
  shared_at: '2025-03-01T10:00:00.000Z',
  shared_by: 'u1',
  shared_by_name: 'Sam Sharer',
  owner_id: 'u0',
  owner_name: 'Olive Owner',
  deal: { id, project_name: `Deal ${id}`, status, updated_at: '2025-03-02T10:00:00.000Z' },
  ...flags,
});

const lists = (...collabs: CollabCard[]) => ({ partials: [], deals: [], collabs, invitations: [] });
const names = (tab: 'pending' | 'live' | 'archived', ...collabs: CollabCard[]) =>
  itemsOf('other_deals', tab, lists(...collabs)).map((item) => item.name);

describe('collab cards of the console', () => {
  it("show the shared deal with who shared it, its owner and the caller's flags", () => {
    expect(collabItem(collab('d1', 'published'))).toEqual({
      key: 'collab-c-d1',
      kind: 'collab',
      id: 'd1',
      name: 'Deal d1',
      status: 'published',
      date: '2025-03-02T10:00:00.000Z',
      deleted: false,
      card: collab('d1', 'published').deal,
      sharing: { sharedBy: 'Sam Sharer', owner: 'Olive Owner', permissions: ['View', 'Edit'], archived: false },
    });
  });

  it('are pending while a draft, live once published, and only under Archived once archived', () => {
    const cards = [collab('d1', 'draft'), collab('d2', 'published'), collab('d3', 'draft', { archived: true })];
    expect(tabsOf('other_deals')).toEqual(['pending', 'live', 'archived']);
    expect(names('pending', ...cards)).toEqual(['Deal d1']);
    expect(names('live', ...cards)).toEqual(['Deal d2']);
    expect(names('archived', ...cards)).toEqual(['Deal d3']);
  });

  it('leave out deals the caller may no longer view, and deleted ones', () => {
    const hidden = collab('d1', 'draft', { can_view: false });
    const deleted = collab('d2', 'draft', { deal: { id: 'd2', status: 'draft', deleted: true } });
    expect(names('pending', hidden, deleted)).toEqual([]);
  });

  it('remember the Archived tab for the session', () => {
    expect(rememberedTab('other_deals', { getItem: () => 'archived' })).toBe('archived');
    expect(rememberedTab('matched_solicitations', { getItem: () => 'deleted' })).toBe('pending');
  });
});

const invitation = (id: string, group: InvitationCard['group'], status: InvitationCard['status']): InvitationCard => ({
  deal_id: id,
  project_name: `Deal ${id}`,
  status,
  group,
  invited_at: '2025-03-01T10:00:00.000Z',
  status_at: '2025-03-02T10:00:00.000Z',
  sponsor_name: 'Sam Sponsor',
  sponsor_company: 'Sponsor Co',
  // the provider's own firm: the card never names it as the sponsor's
  company_name: 'Provider Co',
  score: 85,
  city: 'Austin',
  state: 'TX',
  asset_type: null,
  mandate: null,
});

describe('invitation cards of the console', () => {
  const cards = [
    invitation('d1', 'pending', 'viewed'),
    invitation('d2', 'live', 'accepted'),
    invitation('d3', 'declined', 'declined'),
    invitation('d4', 'archived', 'archived'),
    invitation('d5', 'pending', 'none'),
  ];
  const names = (tab: 'pending' | 'live' | 'declined' | 'archived') =>
    itemsOf('matched_solicitations', tab, { partials: [], deals: [], collabs: [], invitations: cards }).map((item) => item.name);

  it('fall under Pending, Live, Declined and Archived by their group', () => {
    expect(tabsOf('matched_solicitations')).toEqual(['pending', 'live', 'declined', 'archived']);
    expect(names('pending')).toEqual(['Deal d1', 'Deal d5']);
    expect(names('live')).toEqual(['Deal d2']);
    expect(names('declined')).toEqual(['Deal d3']);
    expect(names('archived')).toEqual(['Deal d4']);
  });

  it('carry the offer: the deal, its place, its sponsor and score', () => {
    const [item] = itemsOf('matched_solicitations', 'live', { partials: [], deals: [], collabs: [], invitations: cards });
    expect(item).toMatchObject({
      key: 'invitation-d2',
      kind: 'invitation',
      id: 'd2',
      status: 'accepted',
      card: { id: 'd2', city: 'Austin', state: 'TX' },
      offer: { sponsor: 'Sam Sponsor', company: 'Sponsor Co', score: 85 },
    });
  });
});
