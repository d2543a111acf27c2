import { describe, it } from 'vitest';
import { givenFor } from '../identity/given';
import type { DraftCommand } from './commands';
import { draftDecider } from './draft';
import type { DraftEvent } from './events';
import { ann, at, bob } from './fixtures';

const given = givenFor(draftDecider);
const saveDraft = (deal: Record<string, unknown>, minutes: number, actorId = ann): DraftCommand => ({
  type: 'SaveDraft',
  data: { deal, now: at(minutes), actorId },
});
const deleteDraft = (dealId: string | null, actorId = ann): DraftCommand => ({
  type: 'DeleteDraft',
  data: { dealId, now: at(9), actorId },
});
const first: DraftEvent = { type: 'DraftSaved', data: { deal: { project_name: 'H' }, at: at(1), by: ann } };

describe('drafts of new deals', () => {
  it('the first change creates the draft', () =>
    given([])
      .when(saveDraft({ project_name: 'H' }, 1))
      .then([first]));

  it('each later change saves it again', () =>
    given([first])
      .when(saveDraft({ project_name: 'Ha' }, 2))
      .then([{ type: 'DraftSaved', data: { deal: { project_name: 'Ha' }, at: at(2), by: ann } }]));

  it('saving an unchanged draft appends nothing', () =>
    given([first])
      .when(saveDraft({ project_name: 'H' }, 2))
      .then([]));

  it('creating the deal deletes the draft and names the deal', () =>
    given([first])
      .when(deleteDraft('d1'))
      .then([{ type: 'DraftDeleted', data: { dealId: 'd1', at: at(9), by: ann } }]));

  it('a deleted draft cannot be saved again', () =>
    given([first, { type: 'DraftDeleted', data: { dealId: 'd1', at: at(9), by: ann } }])
      .when(saveDraft({ project_name: 'x' }, 10))
      .thenFails('DRAFT_DELETED'));

  it("another user's draft does not exist for them", () =>
    given([first])
      .when(saveDraft({ project_name: 'x' }, 2, bob))
      .thenFails('DRAFT_NOT_FOUND'));

  it('deleting a draft that does not exist is refused', () => given([]).when(deleteDraft(null)).thenFails('DRAFT_NOT_FOUND'));

  it('deleting a deleted draft appends nothing', () =>
    given([first, { type: 'DraftDeleted', data: { dealId: null, at: at(9), by: ann } }])
      .when(deleteDraft(null))
      .then([]));
});
