import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { HttpError } from 'react-admin';
import { invitationsApi, type InvitationReview } from '../../deals/invitations-api';
import { renderScreen } from '../../testing/render';
import { me, signedIn } from '../../testing/session';
import { ReviewPage } from './ReviewPage';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const review = (changes: Partial<InvitationReview> = {}): InvitationReview => ({
  deal_id: 'd1',
  status: 'none',
  deal_version: 3,
  current_version: 3,
  changed_since: false,
  deal: {
    project_name: 'Harbor Point',
    city: 'Austin',
    state: 'TX',
    closing_basis: 12_500_000,
    sub_properties: [{ item_id: 'c1', name: 'Tower A', type: null } as never],
  },
  sponsor: { name: 'Sam Sponsor', company: 'Sponsor Co' },
  match: {
    company_name: 'Lender Co',
    division_name: 'Texas debt',
    score: 85,
    criteria: [
      { criterion: 'Territory', label: 'Territory', kind: 'hard', outcome: 'met', deal: 'Texas', wanted: 'Texas', side: 'provider' },
      {
        criterion: 'Risk_Class',
        label: 'Risk class',
        kind: 'soft',
        outcome: 'missed',
        deal: 'Core',
        wanted: 'Opportunistic',
        side: 'provider',
      },
    ],
  },
  feedback: [],
  comment: null,
  ...changes,
});

function open(answer: InvitationReview | Error, user = me) {
  signedIn(user);
  const retrieve = vi.spyOn(invitationsApi, 'retrieve');
  if (answer instanceof Error) retrieve.mockRejectedValue(answer);
  else retrieve.mockResolvedValue(answer);
  const feedback = vi.spyOn(invitationsApi, 'feedback').mockImplementation(async (_, body) => ({ status: body.status }));
  renderScreen(
    <Routes>
      <Route path={ReviewPage.path} element={<ReviewPage />} />
    </Routes>,
    '/app/matches/d1/review',
  );
  return { retrieve, feedback };
}

const answerButtons = () =>
  within(screen.getByRole('group', { name: 'Your answer to the invitation' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the review of an offered deal', { timeout: 20_000 }, () => {
  it('shows the deal as offered and why it matched, and marks a pending invitation viewed', async () => {
    const { feedback } = open(review());
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByText('Version 3')).toBeTruthy();
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByText('Tower A')).toBeTruthy();
    expect(screen.getByLabelText('Territory: Met')).toBeTruthy();
    expect(screen.getByLabelText('Risk class: Missed')).toBeTruthy();
    expect(answerButtons()).toEqual(['Accept', 'Decline', 'Archive']);
    await waitFor(() => expect(feedback).toHaveBeenCalledExactlyOnceWith('d1', { status: 'viewed' }));
    expect(screen.queryByText(/has changed this deal since/)).toBeNull();
  });

  it('sends no viewed for a decided invitation; an accepted one can only be archived', async () => {
    const { feedback } = open(review({ status: 'accepted' }));
    expect(await screen.findByText(/You accepted this deal/)).toBeTruthy();
    expect(answerButtons()).toEqual(['Archive']);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archiving Deal')).toBeTruthy();
    expect(feedback).toHaveBeenCalledExactlyOnceWith('d1', { status: 'archived' });
  });

  it('shows a declined invitation with its reasons and no buttons', async () => {
    const feedback = [{ name: 'dealSize', label: 'Deal Size / Total Capitalization', rating: 4 }];
    open(review({ status: 'declined', feedback, comment: 'Too small for us' }));
    expect(await screen.findByText(/You declined this deal/)).toBeTruthy();
    expect(screen.getByText('Deal Size / Total Capitalization')).toBeTruthy();
    expect(screen.getByText('A major reason (4 of 5)')).toBeTruthy();
    expect(screen.getByText('Your comment: Too small for us')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your answer to the invitation' })).toBeNull();
  });

  it('says when the sponsor has changed the deal since the version offered', async () => {
    open(review({ status: 'viewed', deal_version: 2, current_version: 4, changed_since: true }));
    expect(await screen.findByText(/The sponsor has changed this deal since \(it is now at version 4\)/)).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
  });

  it('accepts with the spec confirmation', async () => {
    const { feedback } = open(review({ status: 'viewed' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Confirmation: Deal Accepted')).toBeTruthy();
    expect(feedback).toHaveBeenCalledWith('d1', { status: 'accepted' });
  });

  it('declines only with a rated reason, sending every rating and the comment', async () => {
    const { feedback } = open(review({ status: 'viewed' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why are you declining this deal?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(/Rate at least one reason/)).toBeTruthy();
    expect(feedback).not.toHaveBeenCalledWith('d1', expect.objectContaining({ status: 'declined' }));

    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Location/Geography' })).getByLabelText('4 Stars'));
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Waterfall' })).getByLabelText('1 Star'));
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: ' Not our market ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Confirmation: Deal Declined')).toBeTruthy();
    expect(feedback).toHaveBeenLastCalledWith('d1', {
      status: 'declined',
      feedback: [
        { name: 'assetClass', rating: 0 },
        { name: 'locationGeography', rating: 4 },
        { name: 'dealSize', rating: 0 },
        { name: 'capStructure', rating: 0 },
        { name: 'waterfallPromote', rating: 1 },
        { name: 'trackRecord', rating: 0 },
        { name: 'marketConditions', rating: 0 },
      ],
      comment: 'Not our market',
    });
  });

  it('lets an auditor read it only: no buttons and no viewed', async () => {
    const { feedback } = open(review(), { ...me, auditor: true });
    expect(await screen.findByRole('heading', { name: 'Harbor Point' })).toBeTruthy();
    expect(screen.getByText(/signed in as an auditor/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(feedback).not.toHaveBeenCalled();
  });

  it('says a deal not offered to the caller was not, with the way back to the console', async () => {
    open(new HttpError('Not found', 404, { code: 'NOT_INVITED' }));
    expect(await screen.findByText('This deal has not been offered to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to console' }).getAttribute('href')).toBe('/app/console');
  });
});
