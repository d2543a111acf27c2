import type { MailMessage } from '@dealbook/infra/mail/port';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Letter {
  to: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; link: string };
  category: NonNullable<MailMessage['category']>;
  unsubscribeUrl: string;
}

/** Plain text and simple HTML with the action link first and the unsubscribe link last, as every such mail. */
export function letter(l: Letter): MailMessage {
  const footer = `You receive this email from Dealbook. To choose which emails we send you, or to unsubscribe: ${l.unsubscribeUrl}`;
  const text = [...l.paragraphs, `${l.action.label}: ${l.action.link}`, 'The Dealbook team', footer].join('\n\n') + '\n';
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...l.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(l.action.link)}">${escapeHtml(l.action.label)}</a></p>`,
    '<p>The Dealbook team</p>',
    `<p style="color: #555; font-size: 12px">You receive this email from Dealbook. <a href="${escapeHtml(l.unsubscribeUrl)}">Email preferences or unsubscribe</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to: l.to, subject: l.subject, text, html, category: l.category, unsubscribeUrl: l.unsubscribeUrl };
}

export const campaignWelcome = (to: string, link: string, unsubscribeUrl: string) =>
  letter({
    to,
    subject: 'Welcome to Dealbook: what happens next',
    category: 'marketing',
    unsubscribeUrl,
    paragraphs: [
      'Thank you for signing up. We have sent you a separate email to activate your account; once you set a password you can sign in.',
      'Dealbook keeps the full history of each deal you underwrite, every change with who made it and when, and sends finished deals to the capital providers whose sourcing profiles fit them.',
      'Completing your profile (telephone, company and legal entity) lets capital providers see who they are dealing with.',
    ],
    action: { label: 'Read how it works', link },
  });

export const referralInvite = (to: string, fromName: string, code: string, link: string, unsubscribeUrl: string) =>
  letter({
    to,
    // The name is the referrer's own choice: kept out of the subject, so that an inbox's list never shows
    // words a member typed as if they were ours.
    subject: `An invitation to Dealbook: save 20% with code ${code}`,
    category: 'marketing',
    unsubscribeUrl,
    paragraphs: [
      `${fromName} uses Dealbook to underwrite commercial real estate deals and take them to investors and lenders, and thinks it would help you too.`,
      `Sign up with the referral code ${code} and your first month of a paid plan costs 20% less.`,
    ],
    action: { label: 'Create your account', link },
  });

export const surveyInvite = (to: string, link: string, unsubscribeUrl: string) =>
  letter({
    to,
    subject: 'Two minutes: what should Dealbook send you?',
    category: 'marketing',
    unsubscribeUrl,
    paragraphs: [
      'You receive deals on Dealbook as a capital provider. We would like to know which of our programmes are worth your time.',
      'The survey has one question; choose up to two answers.',
    ],
    action: { label: 'Answer the survey', link },
  });
