import { describe, expect, it } from 'vitest';
import { DomainError, fold } from '../shared';
import { dealDecider } from '../deals/decide';
import type { DealCommand, DealEvent } from '../deals';
import { ann, at, bob, create, run, sharedWith } from '../deals/fixtures';
import { authorize, authorizeDealCommand, capabilityOf, dealAccessOf } from './authorize';

const shared: DealEvent[] = [...run([create()]), sharedWith(bob)];
const state = fold(dealDecider, shared);
const failure = (run: () => void): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};
const rename: DealCommand = { type: 'RenameDeal', data: { projectName: 'Mine', isAdmin: false, now: at(2), actorId: bob } };

describe('authorising a deal command', () => {
  it('names a capability for every command on an existing deal but a visitor’s access request', () => {
    // An access request comes through a file's public link: anyone may make it (the decider's rules hold).
    expect(Object.entries(capabilityOf).filter(([, c]) => c === null)).toEqual([
      ['CreateDeal', null],
      ['ReplicateDeal', null],
      ['RequestFileAccess', null],
    ]);
  });

  it('answers a stranger with the 404 of a missing deal', () =>
    expect(failure(() => authorizeDealCommand(rename, state, { id: 'u-stranger' })).code).toBe('DEAL_NOT_FOUND'));

  it('answers a collaborator who lacks the permission with a 403 that says so', () => {
    const error = failure(() => authorizeDealCommand(rename, state, { id: bob }));
    expect([error.kind, error.code, error.message]).toEqual([
      'forbidden',
      'DEAL_FORBIDDEN',
      'You may view this deal but not edit it. Ask its owner for permission.',
    ]);
  });

  it('answers the owner’s change to a deleted deal with the 410 of a deleted deal', () => {
    const deleted = fold(dealDecider, [...shared, { type: 'DealDeleted', data: { at: at(3), by: ann } }]);
    expect(failure(() => authorizeDealCommand({ ...rename, data: { ...rename.data, actorId: ann } }, deleted, { id: ann })).code).toBe(
      'DEAL_DELETED',
    );
    expect(failure(() => authorizeDealCommand(rename, deleted, { id: bob })).code).toBe('DEAL_NOT_FOUND');
  });

  it('gives the spec’s titles to a refused share and a refused permission change', () => {
    const share: DealCommand = {
      type: 'ShareDeal',
      data: {
        person: { userId: 'u-cat', email: 'cat@example.com', active: true, accountCreated: false, firstName: '', lastName: '' },
        entered: { firstName: '', lastName: '' },
        canShare: false,
        canEdit: false,
        actorName: 'Bob',
        now: at(2),
        actorId: bob,
      },
    };
    expect(failure(() => authorizeDealCommand(share, state, { id: bob })).title).toBe('Sorry...');
    const admin = failure(() =>
      authorizeDealCommand({ type: 'SetCollaboratorPermissions', data: { entries: [], now: at(2), actorId: 'u-admin' } }, state, {
        id: 'u-admin',
        admin: true,
      }),
    );
    expect(admin.title).toBe('Unable to Set Permissions');
  });

  it('refuses a collaborator’s replicate with the spec’s message', () => {
    const access = dealAccessOf(state, { id: bob });
    expect(access.can.duplicate).toBe(true);
    expect(access.can.replicate).toBe(false);
    const error = failure(() => authorize(access, 'replicate'));
    expect([error.code, error.message]).toEqual(['REPLICATE_SHARED', 'A deal shared with you cannot be replicated.']);
  });
});
