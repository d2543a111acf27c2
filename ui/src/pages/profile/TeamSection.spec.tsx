import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { subscriptionApi, subscriptionKeys, type TeamMember } from '../../account/subscription-api';
import { colleague, epoch, subscriptionView } from '../../account/subscription-fixtures';
import { renderScreen } from '../../testing/render';
import { TeamSection } from './TeamSection';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(
    subscriptionView({ card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const periodEnd = epoch('2026-04-14T12:00:00Z');
const ada = colleague();
const adaOnMyTeam = colleague({
  status: 'active',
  plan: { id: 'regPremium-1-annual-team', nickname: 'Premium Limited with DealComp' },
  current_period_end: periodEnd,
  managed_by_me: true,
});
const bo = colleague({
  id: 'u-bo',
  email: 'bo@example.com',
  first_name: 'Bo',
  last_name: 'Chen',
  status: 'active',
  plan: { id: 'regPremium-0-monthly-team', nickname: 'Premium Limited' },
  current_period_end: periodEnd,
  can_manage: false,
  reason: 'Managed by Ann Lee.',
});

/** Opens the team section on `teams`, answered in turn (the last one repeats); the payments are in the cache. */
function open(...teams: TeamMember[][]) {
  const team = vi.spyOn(subscriptionApi, 'team');
  teams.forEach((answer, i) => (i === teams.length - 1 ? team.mockResolvedValue(answer) : team.mockResolvedValueOnce(answer)));
  const { queryClient } = renderScreen(<TeamSection />);
  queryClient.setQueryData(subscriptionKeys.invoices, []);
  return { team, queryClient };
}

const colleagues = () => screen.findByRole('list', { name: 'Colleagues' });
const rowOf = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });
const refused = (status: number, message: string, fields: { code?: string; title?: string }) =>
  Object.assign(new Error(message), { status, ...fields });

describe("the profile's team section", { timeout: 20_000 }, () => {
  it('lists the colleagues with their plan and status, and says why one cannot be managed', async () => {
    open([ada, bo]);
    const list = await colleagues();
    const adaRow = rowOf(list, 'Ada Lane');
    expect(within(adaRow).getByText('ada@example.com')).toBeTruthy();
    expect(within(adaRow).getByText('No plan')).toBeTruthy();
    expect(within(adaRow).getByRole('button', { name: 'Add to Team: Ada Lane' })).toBeTruthy();

    const boRow = rowOf(list, 'Bo Chen');
    expect(within(boRow).getByText('Premium Limited')).toBeTruthy();
    expect(within(boRow).getByText('Active')).toBeTruthy();
    expect(within(boRow).getByText('Managed by Ann Lee.')).toBeTruthy();
    expect(within(boRow).queryByRole('button')).toBeNull();
  });

  it('says when there are no colleagues yet', async () => {
    open([]);
    expect(await screen.findByText('No colleagues yet. People who join your company appear here.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Colleagues' })).toBeNull();
  });

  it('adds a colleague on the team plan chosen, then reads the team and the payments again', async () => {
    const add = vi.spyOn(subscriptionApi, 'addTeamMember').mockResolvedValue(adaOnMyTeam);
    const { team, queryClient } = open([ada], [adaOnMyTeam]);
    fireEvent.click(within(rowOf(await colleagues(), 'Ada Lane')).getByRole('button', { name: 'Add to Team: Ada Lane' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });
    expect(within(dialog).getByText(/Choose a team plan for Ada Lane/)).toBeTruthy();
    expect(await within(dialog).findByText('Charged to your Visa ending 4242, expires 12/2030.')).toBeTruthy();
    const pay = within(dialog).getByRole('button', { name: /^Add and Pay/ });
    expect(pay.hasAttribute('disabled')).toBe(true);
    const monthly = within(dialog).getAllByRole('radio');
    expect(monthly).toHaveLength(8);
    expect(within(dialog).getByRole('radio', { name: 'Premium Limited $99 / month' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Premium Unlimited with DealComp and CapMatch $336 / month' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /^Annual/ }));
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Premium Limited with DealComp $1,599 / year' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add and Pay $1,599 / year' }));

    expect(await screen.findByText('Ada Lane is on your team: Premium Limited with DealComp, $1,599 / year.')).toBeTruthy();
    expect(add).toHaveBeenCalledExactlyOnceWith({ user_id: 'u-ada', plan: 'regPremium-1-annual-team' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = rowOf(await colleagues(), 'Ada Lane');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Cancel Plan: Ada Lane' })).toBeTruthy());
    expect(within(row).getByText('On your team')).toBeTruthy();
    expect(team).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryState(subscriptionKeys.invoices)?.isInvalidated).toBe(true);
  });

  it("shows the server's title and reason when the colleague cannot be added, and reads the team again", async () => {
    vi.spyOn(subscriptionApi, 'addTeamMember').mockRejectedValue(
      refused(409, 'Ada Lane is already on your team.', { code: 'TEAM_MEMBER_EXISTS', title: 'Unable to Add Team Member' }),
    );
    const { team } = open([ada]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Team: Ada Lane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Premium Limited $99 / month' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add and Pay/ }));

    const refusal = await screen.findByRole('dialog', { name: 'Unable to Add Team Member' });
    expect(within(refusal).getByText('Ada Lane is already on your team.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Team Member' })).toBeNull();
    await waitFor(() => expect(team).toHaveBeenCalledTimes(2));
  });

  it('cancels a plan I pay for only once confirmed, then shows when it ends', async () => {
    const cancelled = { ...adaOnMyTeam, status: 'canceled' as const };
    const cancel = vi.spyOn(subscriptionApi, 'cancelTeamMember').mockResolvedValue(cancelled);
    const { team, queryClient } = open([adaOnMyTeam], [cancelled]);
    const row = rowOf(await colleagues(), 'Ada Lane');
    expect(within(row).getByText('Premium Limited with DealComp')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Add to Team/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Cancel Plan: Ada Lane' }));
    const question = await screen.findByRole('dialog', { name: "Cancel Ada Lane's plan?" });
    expect(within(question).getByText(/^It ends on Apr 14, 2026\./)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Keep Plan' }));
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(await within(row).findByRole('button', { name: 'Cancel Plan: Ada Lane' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: "Cancel Ada Lane's plan?" })).getByRole('button', { name: 'Cancel Plan' }),
    );
    expect(await screen.findByText("Ada Lane's plan is cancelled. It ends on Apr 14, 2026.")).toBeTruthy();
    expect(cancel).toHaveBeenCalledExactlyOnceWith('u-ada');
    const after = rowOf(await colleagues(), 'Ada Lane');
    await waitFor(() => expect(within(after).getByText('Cancelled')).toBeTruthy());
    expect(within(after).getByText('Ends on Apr 14, 2026')).toBeTruthy();
    expect(within(after).queryByRole('button')).toBeNull();
    expect(team).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryState(subscriptionKeys.invoices)?.isInvalidated).toBe(true);
  });

  it("shows the server's reason when a cancellation is refused", async () => {
    vi.spyOn(subscriptionApi, 'cancelTeamMember').mockRejectedValue(
      refused(403, 'Ada Lane is not on your team.', { code: 'NOT_YOUR_TEAM_MEMBER' }),
    );
    open([adaOnMyTeam]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Plan: Ada Lane' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: "Cancel Ada Lane's plan?" })).getByRole('button', { name: 'Cancel Plan' }),
    );
    const refusal = await screen.findByRole('dialog', { name: 'Sorry...' });
    expect(within(refusal).getByText('Ada Lane is not on your team.')).toBeTruthy();
  });
});
