import { describe, expect, it } from 'vitest';
import { accessOf, capabilities, type Actor, type Capability, type DealAccessFacts } from './policy';

const owner = 'u-owner';
const facts = (extra: Partial<DealAccessFacts> = {}): DealAccessFacts => ({
  exists: true,
  deleted: false,
  ownerId: owner,
  collaborators: [
    { userId: 'c-view', canView: true, canShare: false, canEdit: false },
    { userId: 'c-share', canView: true, canShare: true, canEdit: false },
    { userId: 'c-edit', canView: true, canShare: false, canEdit: true },
    { userId: 'c-all', canView: true, canShare: true, canEdit: true },
    { userId: 'c-revoked', canView: false, canShare: true, canEdit: true },
  ],
  providers: ['p-invited', 'c-view'],
  ...extra,
});

const reads: Capability[] = ['view', 'see_history', 'export'];
const card: Capability[] = [...reads, 'archive', 'duplicate', 'set_permissions'];
const editing: Capability[] = ['edit', 'restore', 'manage_files'];
const ownerAll = capabilities.filter((c) => c !== 'archive' && c !== 'duplicate' && c !== 'answer');

/** [who, actor, the deal, its role, exactly what they may do]. */
const table: [string, Actor, DealAccessFacts, string, Capability[]][] = [
  ['the owner', { id: owner }, facts(), 'owner', ownerAll],
  ['the owner of a deleted deal', { id: owner }, facts({ deleted: true }), 'owner', [...reads, 'delete']],
  ['a collaborator who may view, also an invited provider', { id: 'c-view' }, facts(), 'collaborator', [...card, 'answer']],
  ['a collaborator who may share', { id: 'c-share' }, facts(), 'collaborator', [...card, 'share']],
  ['a collaborator who may edit', { id: 'c-edit' }, facts(), 'collaborator', [...card, ...editing]],
  ['a collaborator who may share and edit', { id: 'c-all' }, facts(), 'collaborator', [...card, ...editing, 'share']],
  ['a collaborator whose view was revoked', { id: 'c-revoked' }, facts(), 'none', []],
  ['a collaborator on a deleted deal', { id: 'c-all' }, facts({ deleted: true }), 'none', []],
  ['a stranger', { id: 'u-stranger' }, facts(), 'none', []],
  ['a capital provider a contact invited', { id: 'p-invited' }, facts(), 'provider', ['view', 'answer']],
  ['an invited provider, on a deleted deal', { id: 'p-invited' }, facts({ deleted: true }), 'none', []],
  ['an auditor who was invited as a provider', { id: 'p-invited', auditor: true }, facts(), 'auditor', reads],
  ['an admin', { id: 'u-admin', admin: true }, facts(), 'admin', reads],
  ['an admin, on a deleted deal', { id: 'u-admin', admin: true }, facts({ deleted: true }), 'admin', reads],
  ['an auditor', { id: 'u-audit', auditor: true }, facts(), 'auditor', reads],
  ['an auditor who owns the deal', { id: owner, auditor: true }, facts(), 'auditor', reads],
  ['an auditor who is a collaborator', { id: 'c-all', auditor: true }, facts(), 'auditor', reads],
  ['an admin who owns the deal', { id: owner, admin: true }, facts(), 'owner', ownerAll],
  ['anyone, for a deal that does not exist', { id: owner, admin: true }, facts({ exists: false }), 'none', []],
];

describe('the deal access policy', () => {
  it.each(table)('%s', (_who, actor, deal, role, allowed) => {
    const access = accessOf(deal, actor);
    expect(access.role).toBe(role);
    const granted = capabilities.filter((c) => access.can[c]);
    expect(new Set(granted)).toEqual(new Set(allowed));
  });

  it('answers every capability for everyone', () => {
    for (const [, actor, deal] of table) expect(Object.keys(accessOf(deal, actor).can).sort()).toEqual([...capabilities].sort());
  });
});
