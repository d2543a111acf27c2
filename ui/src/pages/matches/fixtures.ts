import type { Match, MatchList, MatchRun } from '../../deals/matches-api';

export const criteria: Match['criteria'] = [
  {
    criterion: 'Asset_Class',
    label: 'Asset class',
    kind: 'hard',
    outcome: 'met',
    deal: 'Real Estate Debt',
    wanted: 'Real Estate Debt',
    side: 'provider',
  },
  { criterion: 'Territory', label: 'Territory', kind: 'hard', outcome: 'met', deal: 'Texas', wanted: 'Texas, Oklahoma', side: 'provider' },
  {
    criterion: 'Business_Plan',
    label: 'Business plan',
    kind: 'soft',
    outcome: 'missed',
    deal: 'Development',
    wanted: 'Stabilized',
    side: 'provider',
  },
  { criterion: 'Risk_Class', label: 'Risk class', kind: 'soft', outcome: 'open', deal: 'Core', wanted: 'any', side: 'provider' },
];

export function aMatch(n: number, over: Partial<Match> = {}): Match {
  return {
    id: `m${n}`,
    company: {
      id: `c${n}`,
      name: `Lender ${n}`,
      users: [{ id: `u${n}`, first_name: 'Pat', last_name: `Provider${n}`, email: `pat${n}@example.com`, scoring_divisions: [`div${n}`] }],
    },
    scoring_division_id: `div${n}`,
    division_name: `Bridge loans ${n}`,
    score: 70,
    criteria,
    current: true,
    contacted: false,
    contacted_at: null,
    rating: 0,
    invitations: [],
    ...over,
  };
}

export function aRun(over: Partial<MatchRun> = {}): MatchRun {
  return {
    at: '2026-11-25T10:02:00.000Z',
    by: 'me',
    deal_version: 4,
    position: '120',
    divisions_considered: 12,
    suggestions: [],
    near_misses: [],
    changes: { added: [], removed: [], rescored: [] },
    ...over,
  };
}

export function aList(over: Partial<MatchList> = {}): MatchList {
  return { deal_id: 'd1', project_name: 'Harbor Point', demo_deal: false, run: aRun(), matches: [aMatch(1)], ...over };
}
