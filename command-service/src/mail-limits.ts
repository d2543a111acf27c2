import { mailLimitsFor, type MailLimits } from '@dealbook/infra/http/mail-limits';
import type { SharedCounters } from '@dealbook/infra/counters/redis';

/** The process's mail limits when the composition passed them, else limits of the routes' own. */
export const mailLimitsOf = (deps: { mailLimits?: MailLimits; counters?: SharedCounters; clock: () => Date }): MailLimits =>
  deps.mailLimits ?? mailLimitsFor(deps.counters, deps.clock);
