import type { MailMessage } from '@dealbook/infra/mail/port';

/** The mails of the identity flows: plain text with the link, and the same in simple HTML. */
export type LinkMail = 'activation' | 'reset';

const texts: Record<LinkMail, { subject: string; intro: string; action: string; validity: string }> = {
  activation: {
    subject: 'Activate your Dealbook account',
    intro: 'Welcome to Dealbook. To activate your account, set your password with this link:',
    action: 'Activate my account',
    validity: 'The link is valid for 7 days and can be used once. If you did not ask for an account, you can ignore this email.',
  },
  reset: {
    subject: 'Reset your Dealbook password',
    intro: 'We received a request to reset the password of your Dealbook account. Choose a new password with this link:',
    action: 'Reset my password',
    validity:
      'The link is valid for 1 hour and can be used once. If you did not ask for a new password, you can ignore this email; your password stays as it is.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function linkMail(kind: LinkMail, to: string, link: string): MailMessage {
  const t = texts[kind];
  const text = `${t.intro}\n\n${link}\n\n${t.validity}\n\nThe Dealbook team\n`;
  const href = escapeHtml(link);
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${href}">${escapeHtml(t.action)}</a></p>`,
    `<p style="color: #555">${escapeHtml(t.validity)}</p>`,
    `<p style="color: #555; font-size: 12px">If the button does not work, copy this address into your browser: ${href}</p>`,
    '<p>The Dealbook team</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject: t.subject, text, html };
}
