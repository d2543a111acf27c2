/** The public site's copy: what Dealbook does, for whom, and how. Plain words, no claims we cannot back. */
export type Block = { id: string; heading: string; paragraphs: string[]; video?: { title: string; summary: string } };
export type SiteContent = {
  path: string;
  menuLabel: string;
  overline: string;
  title: string;
  intro: string;
  blocks: Block[];
  draft?: boolean;
};

export const productPages: SiteContent[] = [
  {
    path: '/product',
    menuLabel: 'Product',
    overline: 'Product',
    title: 'One place to underwrite a deal, keep its history and take it to capital',
    intro:
      'Dealbook is for commercial real estate sponsors, brokers, developers and advisors who raise equity or debt, and for the investors and lenders who fund them.',
    blocks: [
      {
        id: 'underwriting',
        heading: 'Underwrite acquisitions and developments',
        paragraphs: [
          'Enter a deal once: the property or portfolio, its components, the sources and uses, the financing and the exit. Dealbook calculates the returns as you go, so the numbers an investor sees are the numbers you saved.',
        ],
        video: {
          title: 'Building a deal',
          summary: 'A three-minute walk through entering an acquisition, from the property to the exit assumptions.',
        },
      },
      {
        id: 'history',
        heading: 'Every change on the record',
        paragraphs: [
          'Each save is recorded as an event with who made it and when. You can see the history of any field, compare versions and restore an earlier one; restoring adds a new version, so nothing in between is lost.',
        ],
      },
      {
        id: 'matching',
        heading: 'Matched to investors and lenders who fit',
        paragraphs: [
          'Capital providers describe what they fund in a sourcing profile: asset class, strategy, property type, capital structure, transaction size and geography. Dealbook compares your deal with those profiles and invites the providers that match. They can review it or decline with feedback.',
        ],
      },
    ],
  },
  {
    path: '/product/features',
    menuLabel: 'Features',
    overline: 'Product · Features',
    title: 'What you can do with Dealbook',
    intro: 'The features below are the ones available today, or being built now, for dealmakers and capital providers.',
    blocks: [
      {
        id: 'analysis',
        heading: 'Deal analysis',
        paragraphs: [
          'Mandates for sell-side analysis, capital raises, listings and buy-side underwriting; equity, preferred equity, mezzanine, hard-money and senior debt structures.',
        ],
      },
      {
        id: 'versions',
        heading: 'Versions and field history',
        paragraphs: [
          'Compare any two versions of a deal, see who changed a value and when, and restore a version without losing the ones in between.',
        ],
      },
      {
        id: 'dataroom',
        heading: 'Data room',
        paragraphs: [
          'Upload documents with per-person access. Shared links can be open or restricted; a visitor without access can request it from the deal owner.',
        ],
      },
      {
        id: 'team',
        heading: 'Colleagues and referrals',
        paragraphs: ['Invite colleagues from your company; refer others with your code, which gives them 20% off their first month.'],
      },
    ],
  },
  {
    path: '/product/process',
    menuLabel: 'How it works',
    overline: 'Product · Process',
    title: 'From first numbers to a funded deal',
    intro: 'A typical deal on Dealbook moves through four steps.',
    blocks: [
      {
        id: 'enter',
        heading: '1. Enter and underwrite',
        paragraphs: ['Start from a blank deal or a copy of a previous one. Save as often as you like; every save is a version.'],
      },
      {
        id: 'review',
        heading: '2. Review with your team',
        paragraphs: ['Share the deal with colleagues. Their changes are recorded under their names.'],
      },
      {
        id: 'match',
        heading: '3. Match and invite',
        paragraphs: [
          'When the deal is ready, Dealbook lists the capital providers whose sourcing profiles fit it, and sends them invitations.',
        ],
      },
      {
        id: 'close',
        heading: '4. Answer questions and close',
        paragraphs: [
          'Providers review the deal and its data room, ask for access to restricted documents, or decline with feedback. The full trail stays with the deal.',
        ],
      },
    ],
  },
];

export const meetingPages: SiteContent[] = [
  {
    path: '/demos/calendar',
    menuLabel: 'Book a demo',
    overline: 'Demo',
    title: 'See Dealbook on one of your own deals',
    intro:
      'A 30-minute video call with someone from our team. Bring a deal you are working on; we will enter it together and show its history and matching.',
    blocks: [
      {
        id: 'how',
        heading: 'How to book',
        paragraphs: [
          'Write to demo@dealbook.example with two or three times that suit you (Eastern Time), and we will confirm one within a working day.',
        ],
      },
    ],
  },
  {
    path: '/suggestions',
    menuLabel: 'Suggestions',
    overline: 'Suggestions',
    title: 'Tell us what to build next',
    intro: 'Dealbook is open source and shaped by the people who use it.',
    blocks: [
      {
        id: 'how',
        heading: 'How to suggest',
        paragraphs: [
          'Open an issue in our public repository, or write to feedback@dealbook.example. Say what you were trying to do and what got in the way; screenshots help.',
        ],
      },
    ],
  },
  {
    path: '/meetings/calendar',
    menuLabel: 'Meet the team',
    overline: 'Meetings',
    title: 'Talk to us about your firm',
    intro: 'For firms bringing several dealmakers or a capital provider team onto Dealbook.',
    blocks: [
      {
        id: 'how',
        heading: 'How to meet',
        paragraphs: ['Write to team@dealbook.example with your firm, how many people would use Dealbook, and times that suit you.'],
      },
    ],
  },
  {
    path: '/org',
    menuLabel: 'About us',
    overline: 'Organisation',
    title: 'Who builds Dealbook',
    intro: 'A small team of engineers and former commercial real estate analysts, building an open-source deal-making tool.',
    blocks: [
      {
        id: 'why',
        heading: 'Why we build it',
        paragraphs: [
          'Deals change dozens of times before they close, and spreadsheets lose that history. We believe the record of how a deal got to its numbers is as valuable as the numbers.',
        ],
      },
    ],
  },
  {
    path: '/org/company',
    menuLabel: 'Company',
    overline: 'Organisation · Company',
    title: 'The company behind Dealbook',
    intro: 'Dealbook is developed in the open. Its code, its specification and its issue tracker are public.',
    blocks: [
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['General questions: hello@dealbook.example. Security reports: security@dealbook.example.'],
      },
    ],
  },
];
