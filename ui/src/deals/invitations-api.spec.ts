import { describe, expect, it, vi } from 'vitest';
import { createInvitationsApi } from './invitations-api';

const fake = () => vi.fn().mockResolvedValue({ data: { ok: true }, position: null });

describe('the invitation calls', () => {
  it('read and answer an invitation under the session', async () => {
    const command = fake();
    const api = createInvitationsApi({ command });
    await api.retrieve('d 1');
    await api.feedback('d1', { status: 'accepted' });
    expect(command.mock.calls).toEqual([
      ['/api/app/deals/secure/d%201/invitations/retrieve', undefined, 'GET'],
      ['/api/app/deals/secure/d1/invitations/feedback', { status: 'accepted' }, 'PUT'],
    ]);
  });

  it('preview and decline through a mailed token, without a session', async () => {
    const command = fake();
    const api = createInvitationsApi({ command });
    await api.preview('tok');
    await api.declineByToken('tok', { feedback: [{ name: 'dealSize', rating: 3 }], comment: 'Too small' });
    expect(command.mock.calls).toEqual([
      ['/api/app/deals/tok/invitations/preview', undefined, 'GET'],
      [
        '/api/app/deals/tok/invitations/feedback',
        { status: 'declined', feedback: [{ name: 'dealSize', rating: 3 }], comment: 'Too small' },
        'PUT',
      ],
    ]);
  });
});
