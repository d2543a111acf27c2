import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { subscriptionApi } from '../../account/subscription-api';
import { subscriptionView } from '../../account/subscription-fixtures';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import { createSharingApi, type EmailCheck, type ShareResult } from '../../sharing/api';
import { accessWith, collaborator } from '../../sharing/fixtures';
import { renderScreen } from '../../testing/render';
import { ShareDialog } from './ShareDialog';

beforeEach(() => vi.spyOn(subscriptionApi, 'retrieve').mockResolvedValue(subscriptionView()));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SHARE = '/api/app/deals/secure/d1/share/collab/copy';
const deliverable: EmailCheck = {
  result: 'deliverable',
  disposable: false,
  mx_records: true,
  smtp_server: true,
  smtp_check: true,
  reason: null,
};
const shared: ShareResult = { shared_user_id: 'u9', email: 'grace@example.com', account_created: false };

/** A fake `command` answering the address check with `check` and the share with `share` (an Error is thrown). */
function fakeCommand(check: EmailCheck | Error, share: ShareResult | Error = shared) {
  return vi.fn(async (path: string, _body?: unknown, _method?: string) => {
    const answer = path.startsWith('/api/hunter/email/validate') ? check : share;
    if (answer instanceof Error) throw answer;
    return { data: answer, position: null };
  });
}
type Command = ReturnType<typeof fakeCommand>;

function open(command: Command, access = accessWith('owner', 'view', 'edit', 'share'), collaborators = [collaborator(1)]) {
  const api = createSharingApi({ command: command as unknown as DealbookDataProvider['command'] });
  return renderScreen(
    <ShareDialog
      open
      dealId="d1"
      dealName="Harbor Point"
      collaborators={collaborators}
      access={access}
      onClose={() => undefined}
      api={api}
    />,
  );
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (email: string) => {
  type(/^email/i, email);
  type(/first name/i, 'Grace');
  type(/last name/i, 'Hopper');
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Share' }));
const emailFlagged = () => screen.getByLabelText(/^email/i).getAttribute('aria-invalid') === 'true';
const sharesSent = (command: Command) => command.mock.calls.filter(([path]) => path === SHARE);
const refusal = (status: number, body: { code: string; message: string; title?: string }) =>
  Object.assign(new HttpError(body.message, status, body), { code: body.code, title: body.title });

describe('the share dialog', () => {
  it('flags a malformed email and sends nothing', () => {
    const command = fakeCommand(deliverable);
    open(command);
    fill('grace@example');
    submit();
    expect(emailFlagged()).toBe(true);
    expect(command).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Sorry...' })).toBeNull();
  });

  it('requires the first and last name', () => {
    const command = fakeCommand(deliverable);
    open(command);
    type(/^email/i, 'grace@example.com');
    submit();
    expect(screen.getByLabelText(/first name/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/last name/i).getAttribute('aria-invalid')).toBe('true');
    expect(command).not.toHaveBeenCalled();
  });

  it('checks the address, shares with the chosen flags, says the deal was shared and reloads the lists', async () => {
    const command = fakeCommand(deliverable);
    const { queryClient } = open(command);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fill(' grace@example.com ');
    fireEvent.click(screen.getByLabelText('Can edit'));
    submit();
    const done = await screen.findByRole('dialog', { name: 'Deal Shared' });
    expect(within(done).getByText(/An email was sent to Grace Hopper \(grace@example.com\)/)).toBeTruthy();
    expect(command.mock.calls.map(([path]) => path)).toEqual(['/api/hunter/email/validate?email_address=grace%40example.com', SHARE]);
    expect(sharesSent(command)[0]?.[1]).toEqual({
      deal: { id: 'd1' },
      user: { email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', type: 'D' },
      can_edit: true,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['distribution', 'd1'] });
    expect((screen.getByLabelText(/^email/i) as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['a disposable address', { disposable: true, reason: 'disposable' }],
    ['an address without mx records', { mx_records: false, smtp_server: false, smtp_check: false, reason: 'no_mx' }],
    ['an address the smtp check refuses', { smtp_check: false, result: 'undeliverable', reason: 'smtp' }],
  ])('only flags the email field for %s, and shares nothing', async (_, verdict) => {
    const command = fakeCommand({ ...deliverable, ...verdict });
    open(command);
    fill('grace@mailinator.com');
    submit();
    await vi.waitFor(() => expect(emailFlagged()).toBe(true));
    expect(sharesSent(command)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Sorry...' })).toBeNull();
  });

  it('shares all the same when the address cannot be checked, the server checking again', async () => {
    const command = fakeCommand(new HttpError('Service Unavailable', 503, {}));
    open(command);
    fill('grace@example.com');
    submit();
    expect(await screen.findByRole('dialog', { name: 'Deal Shared' })).toBeTruthy();
    expect(sharesSent(command)).toHaveLength(1);
  });

  it("shows 'Sorry...' with the server's reason when the deal is already shared", async () => {
    const reason = 'This deal has already been shared with grace@example.com.';
    open(fakeCommand(deliverable, refusal(409, { code: 'ALREADY_SHARED', message: reason, title: 'Sorry...' })));
    fill('grace@example.com');
    submit();
    const sorry = await screen.findByRole('dialog', { name: 'Sorry...' });
    expect(within(sorry).getByText(reason)).toBeTruthy();
  });

  it("closes for the Premium Feature dialog, with the server's message, when the plan has no sharing", async () => {
    const reason = 'Sharing a deal with other people is a premium feature. Choose a plan on the subscription page to use it.';
    open(fakeCommand(deliverable, refusal(403, { code: 'DISTRIBUTION_NOT_IN_PLAN', message: reason, title: 'Premium Feature' })));
    fill('grace@example.com');
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Premium Feature' });
    expect(within(dialog).getByText(`${reason} Premium accounts have this feature.`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yes, Learn More about a Premium Subscription' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'No, Thanks' })).toBeTruthy();
  });

  it('flags the email field, without a dialog, when the server refuses the address', async () => {
    open(fakeCommand(new Error('network down'), refusal(422, { code: 'INVALID_EMAIL', message: 'Disposable address' })));
    fill('grace@mailinator.com');
    submit();
    await vi.waitFor(() => expect(emailFlagged()).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Sorry...' })).toBeNull();
  });

  it('offers only the flags the caller holds', () => {
    open(fakeCommand(deliverable), accessWith('collaborator', 'view', 'share'));
    expect(screen.getByLabelText('Can share')).toBeTruthy();
    expect(screen.queryByLabelText('Can edit')).toBeNull();
  });

  it('lists the people already sharing the deal, 3 per page', () => {
    open(
      fakeCommand(deliverable),
      undefined,
      [1, 2, 3, 4].map((n) => collaborator(n)),
    );
    const list = screen.getByRole('list', { name: 'Already shared with' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(within(list).getByText('Person 4')).toBeTruthy();
  });
});
