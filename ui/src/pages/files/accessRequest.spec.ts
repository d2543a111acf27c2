import { describe, expect, it } from 'vitest';
import { inAppRequest } from './accessRequest';

const user = { email: 'me@example.com', first_name: 'Mia', last_name: 'Me' };

describe('the in-app request of a locked file', () => {
  it("names the requester's part in the deal as the contract's type and source", () => {
    expect(inAppRequest({ user, role: 'collaborator' }, 'f1', 'Lone Star')).toEqual({
      email: 'me@example.com',
      attachment_key: 'f1',
      type: 'collab_user',
      details: { first_name: 'Mia', last_name: 'Me', entity: 'Lone Star', source: 'Collaborator' },
    });
    expect(inAppRequest({ user, role: 'provider' }, 'f1', '')).toMatchObject({ type: 'matched_user', details: { source: 'CapMatch' } });
    for (const role of ['owner', 'admin', 'auditor', 'none'] as const)
      expect(inAppRequest({ user, role }, 'f1', '')).toMatchObject({ type: 'authorized_user', details: { source: 'Shared' } });
  });

  it('keeps each detail within the 200 characters the route takes', () => {
    const request = inAppRequest({ user: { ...user, first_name: ` ${'a'.repeat(250)} ` }, role: 'none' }, 'f1', 'b'.repeat(201));
    expect(request.details.first_name).toHaveLength(200);
    expect(request.details.entity).toHaveLength(200);
  });
});
