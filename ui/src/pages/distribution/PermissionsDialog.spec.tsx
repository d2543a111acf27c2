import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import type { Collaborator, SharingApi } from '../../sharing/api';
import { accessWith, collaborator } from '../../sharing/fixtures';
import { renderScreen } from '../../testing/render';
import { PermissionsDialog } from './PermissionsDialog';

type SetPermissions = SharingApi['setPermissions'];

afterEach(cleanup);

const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => collaborator(n));

function open(
  setPermissions: SetPermissions,
  collaborators: Collaborator[] = seven,
  access = accessWith('owner', 'view', 'edit', 'share'),
) {
  const onClose = vi.fn();
  renderScreen(
    <PermissionsDialog open dealId="d1" collaborators={collaborators} access={access} me="u1" onClose={onClose} api={{ setPermissions }} />,
  );
  return onClose;
}

const box = (label: string) => screen.getByRole('checkbox', { name: label });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the collaborator permissions dialog', () => {
  it('shows 5 collaborators a page', () => {
    open(vi.fn<SetPermissions>());
    const table = screen.getByRole('table', { name: 'Collaborator permissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    expect(within(table).getByText('Person 7')).toBeTruthy();
  });

  it('sends only the rows that changed, across pages, and says the permissions are saved', async () => {
    const setPermissions = vi.fn<SetPermissions>().mockResolvedValue({ shared_deals: [] });
    const onClose = open(setPermissions);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(box('Edit for Person 2'));
    fireEvent.click(box('Share for Person 3'));
    fireEvent.click(box('Share for Person 3'));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    fireEvent.click(box('View for Person 6'));
    save();
    expect(await screen.findByText('Permissions saved')).toBeTruthy();
    expect(setPermissions).toHaveBeenCalledWith('d1', [
      { shared_user_id: 'u2', can_view: true, can_share: false, can_edit: true },
      { shared_user_id: 'u6', can_view: false, can_share: false, can_edit: false },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Unable to Set Permissions' with the server's message when refused", async () => {
    const reason = 'You cannot grant a permission you do not hold.';
    const refused = Object.assign(new HttpError(reason, 422, {}), { code: 'PERMISSION_NOT_HELD', title: 'Unable to Set Permissions' });
    open(vi.fn<SetPermissions>().mockRejectedValue(refused));
    fireEvent.click(box('Edit for Person 2'));
    save();
    const dialog = await screen.findByRole('dialog', { name: 'Unable to Set Permissions' });
    expect(within(dialog).getByText(reason)).toBeTruthy();
  });

  it('lets a view-only collaborator lower only their own flags, and give nothing', () => {
    open(vi.fn<SetPermissions>(), [collaborator(1), collaborator(2)], accessWith('collaborator', 'view', 'set_permissions'));
    expect(box('View for Person 1').hasAttribute('disabled')).toBe(false);
    expect(box('Share for Person 1').hasAttribute('disabled')).toBe(true);
    expect(box('View for Person 2').hasAttribute('disabled')).toBe(true);
    expect(box('Share for Person 2').hasAttribute('disabled')).toBe(true);
    expect(box('Edit for Person 2').hasAttribute('disabled')).toBe(true);
  });

  it('lets a collaborator who may share give others the flags they hold, and take none away', () => {
    const team = [collaborator(2), collaborator(3, { can_edit: true })];
    open(vi.fn<SetPermissions>(), team, accessWith('collaborator', 'view', 'set_permissions', 'share'));
    expect(box('Share for Person 2').hasAttribute('disabled')).toBe(false);
    expect(box('Edit for Person 2').hasAttribute('disabled')).toBe(true);
    expect(box('Edit for Person 3').hasAttribute('disabled')).toBe(true);
    expect(box('View for Person 3').hasAttribute('disabled')).toBe(true);
  });
});
