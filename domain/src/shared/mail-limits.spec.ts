import { describe, expect, it } from 'vitest';
import { inboxOf } from './mail-limits';

describe('the inbox the mail limits count', () => {
  it('counts every tag of one mailbox, in any case, as that mailbox', () => {
    expect(inboxOf(' Ann+Deals@Example.com ')).toBe('ann@example.com');
    expect(inboxOf('ann+1@example.com')).toBe(inboxOf('ann+2@example.com'));
  });

  it('keeps an address without a tag, and one that only starts with a plus, as it is', () => {
    expect(inboxOf('ann@example.com')).toBe('ann@example.com');
    expect(inboxOf('+ann@example.com')).toBe('+ann@example.com');
    expect(inboxOf('not an address')).toBe('not an address');
  });
});
