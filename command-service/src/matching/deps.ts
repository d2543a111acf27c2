import type { DealsDeps } from '../deals/deps';
import type { SourcingDirectory } from './directory';

/** What sourcing and matching need: the deal routes' deps, the read side's directory, and who may match. */
export interface MatchingDeps extends DealsDeps {
  /** Divisions and companies' people from the read models (`directoryFromDocuments`); matching needs it. */
  sourcing?: SourcingDirectory;
  /** MATCHING_OPEN: every account may match (else admins only) until subscriptions decide. */
  matchingOpen?: boolean;
}
