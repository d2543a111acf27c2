import { letter } from '../account-mail/texts';

export interface SharedDealMail {
  to: string;
  fromName: string;
  projectName: string;
  canEdit: boolean;
  /** The person had no account: an activation mail went out beside this one. */
  newcomer: boolean;
  link: string;
  unsubscribeUrl: string;
}

/** The mail to a colleague a deal was shared with ("Deal Shared, with an email sent"). */
export const dealSharedMail = (m: SharedDealMail) =>
  letter({
    to: m.to,
    subject: `${m.fromName} shared the deal “${m.projectName || 'Untitled project'}” with you`,
    category: 'collaboration',
    unsubscribeUrl: m.unsubscribeUrl,
    paragraphs: [
      `${m.fromName} shared the deal “${m.projectName || 'Untitled project'}” with you on Dealbook. You can ${m.canEdit ? 'view and edit' : 'view'} it; it is listed under Collabs in your console.`,
      ...(m.newcomer
        ? [
            'You do not have a Dealbook account yet, so we opened one for you: activate it from the separate email we sent, then sign in to see the deal.',
          ]
        : []),
    ],
    action: { label: 'Open the deal', link: m.link },
  });
