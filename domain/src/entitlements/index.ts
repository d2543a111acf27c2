/**
 * What an account may do by its plan: one pure function every route and screen asks. Subscriptions
 * (issue 15) fill in the plan; until then admins (internal users) and the `MATCHING_OPEN` setting decide
 * matching (spec 3 section 6: power user, enterprise, or premium with the CapMatch add-on).
 */
export interface EntitlementFacts {
  admin: boolean;
  /** The deployment opens matching to every account (MATCHING_OPEN, true by default). */
  matchingOpen: boolean;
}

export interface Entitlements {
  /** Run matches, see the match list and contact providers. */
  matching: boolean;
}

export function entitlementsOf(facts: EntitlementFacts): Entitlements {
  return { matching: facts.admin || facts.matchingOpen };
}
