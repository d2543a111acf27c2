import { letter } from '../account-mail/texts';

export interface InvitationMail {
  to: string;
  fromName: string;
  /** The sponsor's firm ('' when their profile names none). */
  fromCompany: string;
  /** The provider's firm, the one the deal was matched to. */
  companyName: string;
  projectName: string;
  reviewLink: string;
  declineLink: string;
  unsubscribeUrl: string;
}

const named = (projectName: string) => `“${projectName || 'Untitled project'}”`;

/** The mail to a capital provider a sponsor contacted: review the deal, or decline it without signing in. */
export const invitationMail = (m: InvitationMail) => {
  const from = m.fromCompany ? `${m.fromName} of ${m.fromCompany}` : m.fromName;
  return letter({
    to: m.to,
    subject: `${from} invites ${m.companyName} to review the deal ${named(m.projectName)}`,
    category: 'collaboration',
    unsubscribeUrl: m.unsubscribeUrl,
    paragraphs: [
      `${from} matched the deal ${named(m.projectName)} to ${m.companyName}'s sourcing profile on Dealbook and invites you to review it. It is listed under Invitations in your console.`,
      `Not for you? Decline it without signing in, and tell the sponsor why: ${m.declineLink} (the link works once, for 30 days).`,
    ],
    action: { label: 'Review the deal', link: m.reviewLink },
  });
};

export interface AnswerMail {
  to: string;
  providerName: string;
  companyName: string;
  projectName: string;
  status: 'accepted' | 'declined' | 'archived';
  reasons: string[];
  comment: string;
  link: string;
  unsubscribeUrl: string;
}

/** Tells the sponsor how a provider answered ("the sponsor is informed"). */
export const answerMail = (m: AnswerMail) =>
  letter({
    to: m.to,
    subject: `${m.providerName} (${m.companyName}) ${m.status} the deal ${named(m.projectName)}`,
    category: 'collaboration',
    unsubscribeUrl: m.unsubscribeUrl,
    paragraphs: [
      `${m.providerName} of ${m.companyName} ${m.status} your deal ${named(m.projectName)}.`,
      ...(m.reasons.length ? [`Their reasons: ${m.reasons.join('; ')}.`] : []),
      ...(m.comment ? [`Their comment: “${m.comment}”`] : []),
    ],
    action: { label: 'See the matches', link: m.link },
  });
