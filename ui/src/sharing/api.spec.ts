import { describe, expect, it, vi } from 'vitest';
import type { DealbookDataProvider } from '../providers/dataProvider';
import { createSharingApi } from './api';

/** A fake `command` that records each call and answers `data`. */
function api(data: unknown = {}) {
  const command = vi.fn(async (..._call: Parameters<DealbookDataProvider['command']>) => ({ data, position: '7' }));
  return { sharing: createSharingApi({ command: command as DealbookDataProvider['command'] }), command };
}

describe('sharing calls', () => {
  it("reads a deal's owner and collaborators", async () => {
    const { sharing, command } = api({ deal_id: 'd/1', collaborators: [] });
    await expect(sharing.distribution('d/1')).resolves.toEqual({ deal_id: 'd/1', collaborators: [] });
    expect(command).toHaveBeenCalledWith('/api/app/deals/secure/d%2F1/share/collab', undefined, 'GET');
  });

  it('shares with a colleague as a type D user, with the flags offered', async () => {
    const { sharing, command } = api({ shared_user_id: 'u2', email: 'grace@example.com', account_created: true });
    const invitee = { email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper' };
    await expect(sharing.share('d1', invitee, { can_share: true })).resolves.toMatchObject({ account_created: true });
    expect(command).toHaveBeenCalledWith('/api/app/deals/secure/d1/share/collab/copy', {
      deal: { id: 'd1' },
      user: { ...invitee, type: 'D' },
      can_share: true,
    });
  });

  it('sends the changed permissions with the deal id', async () => {
    const { sharing, command } = api({ shared_deals: [] });
    const change = { shared_user_id: 'u2', can_view: true, can_share: false, can_edit: true };
    await sharing.setPermissions('d1', [change]);
    expect(command).toHaveBeenCalledWith('/api/app/deals/secure/d1/share/collab/permission', { deal_id: 'd1', shared_deals: [change] });
  });

  it('checks an address before sharing', async () => {
    const { sharing, command } = api({ result: 'deliverable', disposable: false });
    await expect(sharing.checkEmail('grace+deals@example.com')).resolves.toMatchObject({ result: 'deliverable' });
    expect(command).toHaveBeenCalledWith('/api/hunter/email/validate?email_address=grace%2Bdeals%40example.com', undefined, 'GET');
  });

  it('archives a collab card and duplicates a shared deal into a new one', async () => {
    const { sharing, command } = api({ id: 'd9' });
    await sharing.archive('d1', true);
    await expect(sharing.duplicate('d1')).resolves.toEqual({ id: 'd9' });
    expect(command.mock.calls).toEqual([
      ['/api/app/deals/secure/d1/share/collab/archive', { archived: true }],
      ['/api/app/deals/secure/d1/share/collab/duplicate', {}],
    ]);
  });
});
