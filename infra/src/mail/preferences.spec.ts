import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from './port';
import { honouringPreferences } from './preferences';
import { signedTokens } from './unsubscribe-tokens';

function recording() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      sent.push(m);
      return { messageId: 'x' };
    },
    close: async () => undefined,
  };
  return { sent, mailer };
}

const base = { to: 'ann@example.com', subject: 's', text: 't' };

describe('the mail port honouring preferences', () => {
  it('drops marketing and collaboration mail to someone who turned it off', async () => {
    const { sent, mailer } = recording();
    const m = honouringPreferences(mailer, async () => ({ marketing: false, collaboration: false }));
    await m.send({ ...base, category: 'marketing' });
    await m.send({ ...base, category: 'collaboration' });
    expect(sent).toEqual([]);
  });
  it('still sends account mail whatever the preferences', async () => {
    const { sent, mailer } = recording();
    const m = honouringPreferences(mailer, async () => ({ marketing: false, transactional: false }));
    await m.send({ ...base, category: 'transactional' });
    await m.send(base);
    expect(sent).toHaveLength(2);
  });
  it('sends to someone we know nothing about, with the List-Unsubscribe header', async () => {
    const { sent, mailer } = recording();
    const m = honouringPreferences(mailer, async () => null);
    await m.send({ ...base, category: 'marketing', unsubscribeUrl: 'https://x/unsubscribe/a/b' });
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe': '<https://x/unsubscribe/a/b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('signed link tokens', () => {
  const tokens = signedTokens(Buffer.alloc(32, 7));
  it('name their subject back', () => expect(tokens.subjectOf('user', tokens.tokenFor('user', 'u-1'))).toBe('u-1'));
  it('refuse a token of another kind, another key or altered', () => {
    const t = tokens.tokenFor('user', 'u-1');
    expect(tokens.subjectOf('lead', t)).toBeNull();
    expect(signedTokens(Buffer.alloc(32, 8)).subjectOf('user', t)).toBeNull();
    expect(tokens.subjectOf('user', t.replace('u.', 'u.x'))).toBeNull();
    expect(tokens.subjectOf('user', 'nonsense')).toBeNull();
  });
});
