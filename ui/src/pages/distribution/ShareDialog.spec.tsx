import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import type { SharingApi } from '../../sharing/api';
import { accessWith, collaborator } from '../../sharing/fixtures';
import { renderScreen } from '../../testing/render';
import { ShareDialog } from './ShareDialog';

type Share = SharingApi['share'];

afterEach(cleanup);

function open(share: Share, access = accessWith('owner', 'view', 'edit', 'share'), collaborators = [collaborator(1)]) {
  return renderScreen(
    <ShareDialog
      open
      dealId="d1"
      dealName="Harbor Point"
      collaborators={collaborators}
      access={access}
      onClose={() => undefined}
      api={{ share }}
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
const refusal = (status: number, body: { code: string; message: string; title?: string }) =>
  Object.assign(new HttpError(body.message, status, body), { code: body.code, title: body.title });

describe('the share dialog', () => {
  it('flags a malformed email and sends nothing', () => {
    const share = vi.fn<Share>();
    open(share);
    fill('grace@example');
    submit();
    expect(screen.getByLabelText(/^email/i).getAttribute('aria-invalid')).toBe('true');
    expect(share).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Sorry...' })).toBeNull();
  });

  it('requires the first and last name', () => {
    const share = vi.fn<Share>();
    open(share);
    type(/^email/i, 'grace@example.com');
    submit();
    expect(screen.getByLabelText(/first name/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/last name/i).getAttribute('aria-invalid')).toBe('true');
    expect(share).not.toHaveBeenCalled();
  });

  it('shares with the chosen flags, says the deal was shared and reloads the lists', async () => {
    const share = vi.fn<Share>().mockResolvedValue({ shared_user_id: 'u9', email: 'grace@example.com', account_created: false });
    const { queryClient } = open(share);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fill(' grace@example.com ');
    fireEvent.click(screen.getByLabelText('Can edit'));
    submit();
    const done = await screen.findByRole('dialog', { name: 'Deal Shared' });
    expect(within(done).getByText(/An email was sent to Grace Hopper \(grace@example.com\)/)).toBeTruthy();
    expect(share).toHaveBeenCalledWith('d1', { email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' }, { can_edit: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['distribution', 'd1'] });
    expect((screen.getByLabelText(/^email/i) as HTMLInputElement).value).toBe('');
  });

  it("shows 'Sorry...' with the server's reason when the deal is already shared", async () => {
    const reason = 'This deal has already been shared with grace@example.com.';
    const share = vi.fn<Share>().mockRejectedValue(refusal(409, { code: 'ALREADY_SHARED', message: reason, title: 'Sorry...' }));
    open(share);
    fill('grace@example.com');
    submit();
    const sorry = await screen.findByRole('dialog', { name: 'Sorry...' });
    expect(within(sorry).getByText(reason)).toBeTruthy();
  });

  it('flags the email field, without a dialog, when the server refuses the address', async () => {
    const share = vi.fn<Share>().mockRejectedValue(refusal(400, { code: 'INVALID_EMAIL', message: 'Disposable address' }));
    open(share);
    fill('grace@mailinator.com');
    submit();
    await vi.waitFor(() => expect(screen.getByLabelText(/^email/i).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('dialog', { name: 'Sorry...' })).toBeNull();
  });

  it('offers only the flags the caller holds', () => {
    open(vi.fn<Share>(), accessWith('collaborator', 'view', 'share'));
    expect(screen.getByLabelText('Can share')).toBeTruthy();
    expect(screen.queryByLabelText('Can edit')).toBeNull();
  });

  it('lists the people already sharing the deal, 3 per page', () => {
    open(
      vi.fn<Share>(),
      undefined,
      [1, 2, 3, 4].map((n) => collaborator(n)),
    );
    const list = screen.getByRole('list', { name: 'Already shared with' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(within(list).getByText('Person 4')).toBeTruthy();
  });
});
