import type { SiteContent } from './content';

/** Spec §2: /faq with general, business and technology sections, menu entries 0, 1 and 2. */
export const faqSections = [
  {
    id: 'general',
    label: 'General',
    items: [
      [
        'Who is Dealbook for?',
        'Investment professionals (sponsors, brokers, developers and advisors) who create and market deals, and qualified capital providers (investors and lenders) who receive them. Individual investors cannot sign up yet.',
      ],
      [
        'Is it free to register?',
        'Yes. Creating an account is free; paid plans add features such as model building and matching, and a referral code gives 20% off the first month.',
      ],
      [
        'Why does Dealbook keep every change?',
        'So that you, your investment committee or an auditor can see how a deal reached its numbers, and restore an earlier version without losing later work.',
      ],
    ],
  },
  {
    id: 'business',
    label: 'Business',
    items: [
      [
        'How does matching work?',
        'Capital providers keep a sourcing profile of what they fund. Dealbook compares your deal with those profiles and invites the providers that fit. They can review the deal or decline with feedback.',
      ],
      [
        'Who sees my deal?',
        'Only people you share it with, and capital providers you choose to invite after matching. Restricted data-room documents need your approval for each person.',
      ],
      [
        'Can my colleagues work on the same deal?',
        'Yes. Share it as a collaboration; each change is recorded under the name of the person who made it.',
      ],
    ],
  },
  {
    id: 'technology',
    label: 'Technology',
    items: [
      [
        'Which browsers are supported?',
        'Chrome and other Chromium-based browsers (Edge, Brave, Opera). Other browsers may work but are not tested.',
      ],
      [
        'Can I host Dealbook myself?',
        'Yes. Dealbook is open source; it runs as a single process on one machine, or as separate services with EventStoreDB, MongoDB and Redis.',
      ],
      [
        'How is the history stored?',
        'As an append-only log of events. Read models are rebuilt from it, so nothing is ever overwritten or deleted.',
      ],
    ],
  },
] as const;

const draft = 'Draft for review: this plain-language text is a working draft and not yet legal advice or a binding agreement.';

export const legalPages: SiteContent[] = [
  {
    path: '/legal/terms',
    menuLabel: 'Terms of Service',
    overline: 'Legal',
    title: 'Terms of Service',
    intro: draft,
    draft: true,
    blocks: [
      {
        id: 'use',
        heading: 'Using Dealbook',
        paragraphs: [
          'You may use Dealbook to prepare, analyse and share commercial real estate deals. You are responsible for the deals you enter and for having the right to share their documents.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself. Tell us at once if you think someone else used your account. We may suspend an account used to send spam or to mislead investors.',
        ],
      },
      {
        id: 'no-advice',
        heading: 'No investment advice',
        paragraphs: [
          'Dealbook calculates what you enter. It does not give investment, legal or tax advice, and a match with a capital provider is not an offer or a recommendation.',
        ],
      },
      {
        id: 'paid',
        heading: 'Paid plans',
        paragraphs: ['Paid plans renew each period until you cancel; a cancellation takes effect at the end of the period already paid.'],
      },
    ],
  },
  {
    path: '/legal/privacy',
    menuLabel: 'Privacy Policy',
    overline: 'Legal',
    title: 'Privacy Policy',
    intro: draft,
    draft: true,
    blocks: [
      {
        id: 'what',
        heading: 'What we keep',
        paragraphs: [
          'Your name, email, telephone, company and the deals you create, with the history of their changes. We keep a record of sign-ins and of who changed what, because that history is the product.',
        ],
      },
      {
        id: 'share',
        heading: 'Who we share it with',
        paragraphs: [
          'Only the people you share deals with, capital providers you invite, and the service providers that host and deliver our emails. We do not sell personal data.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your choices',
        paragraphs: ['You can correct your profile at any time, choose which emails you receive, and ask us to close your account.'],
      },
    ],
  },
  {
    path: '/legal/communication',
    menuLabel: 'Communications Policy',
    overline: 'Legal',
    title: 'Communications Policy',
    intro: draft,
    draft: true,
    blocks: [
      {
        id: 'kinds',
        heading: 'The emails we send',
        paragraphs: [
          'Marketing (news, surveys, invitations), transactional (about things you did), collaboration (shares and invitations from other users) and legal (changes to these policies).',
        ],
      },
      {
        id: 'choose',
        heading: 'Choosing what you receive',
        paragraphs: [
          'Every marketing and collaboration email has a link to your preferences. Turn off any category there, or in your profile; we stop within minutes.',
        ],
      },
    ],
  },
];
