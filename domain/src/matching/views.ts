import { feedbackReasons } from '../catalog/sourcing';
import type { CriterionResult } from './matcher';
import type { MatchEntry, MatchingState } from './match-state';

/** A colleague of a matched company, as the sponsor's match list shows them. */
export interface MatchPerson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

const reasonLabel = new Map<string, string>(feedbackReasons.map((r) => [r.name, r.label]));

/** What the sponsor reads of a criterion: hints only where the sponsor can act (the provider's side is theirs). */
export const sponsorCriterion = (c: CriterionResult): CriterionResult => {
  if (c.side === 'deal') return c;
  const { hint: _hidden, ...rest } = c;
  return rest;
};

/** One match as `matches/retrieve` answers it (README.md, "Sponsor: matches"). */
export function matchView(m: MatchEntry, people: readonly MatchPerson[]) {
  return {
    id: m.match_id,
    company: {
      id: m.company_id,
      name: m.company_name,
      users: people.map((p) => ({ ...p, scoring_divisions: [m.division_id] })),
    },
    scoring_division_id: m.division_id,
    division_name: m.division_name,
    score: m.score,
    criteria: m.criteria.map(sponsorCriterion),
    current: m.current,
    contacted: m.contacted,
    contacted_at: m.contacted_at,
    rating: m.rating,
    invitations: m.invitations.map((i) => ({
      user_id: i.user_id,
      name: i.name,
      status: i.status,
      status_at: i.status_at,
      deal_version: i.deal_version,
      via: i.via,
      feedback: i.feedback.map((f) => ({ ...f, label: reasonLabel.get(f.name) ?? f.name })),
      comment: i.comment,
    })),
  };
}
export type MatchView = ReturnType<typeof matchView>;

export function runView(run: MatchingState['run']) {
  if (!run) return null;
  return {
    at: run.at,
    by: run.by,
    deal_version: run.deal_version,
    position: run.position,
    divisions_considered: run.divisions_considered,
    suggestions: run.suggestions,
    near_misses: run.near_misses.map((n) => {
      const missed = n.criteria.find((c) => c.criterion === n.missed);
      return {
        company_id: n.company_id,
        company_name: n.company_name,
        division_name: n.division_name,
        missed: n.missed,
        ...(missed?.side === 'deal' && missed.hint ? { hint: missed.hint } : {}),
      };
    }),
    changes: run.changes,
  };
}

/** The sponsor's match list; `peopleOf` gives each matched company's colleagues. */
export function matchListView(
  deal: { id: string; project_name: string; demo_deal: boolean },
  state: MatchingState,
  peopleOf: (companyId: string) => readonly MatchPerson[],
) {
  return {
    deal_id: deal.id,
    project_name: deal.project_name,
    demo_deal: deal.demo_deal,
    run: runView(state.run),
    matches: state.matches.map((m) => matchView(m, peopleOf(m.company_id))),
  };
}
