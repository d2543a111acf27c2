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

describe('the inbox of a Gmail address', () => {
  it('is one however its name is dotted, and under googlemail.com too', () => {
    expect(inboxOf('z.q.victim@gmail.com')).toBe('zqvictim@gmail.com');
    expect(inboxOf('ZQVictim+x@googlemail.com')).toBe('zqvictim@gmail.com');
    expect(inboxOf('z.q.victim@example.com')).toBe('z.q.victim@example.com');
  });
});
