import { expect } from 'vitest';
import { DomainError, fold, type Decider } from '../shared';

/**
 * Test support (imported by the spec files only): given events, when a command, then the events the
 * decider returns, or the DomainError it throws. `complete` adds to the command what its handler reads
 * from the stream before deciding (a deal restore's version data: `asHandled` in deals/fixtures.ts).
 */
export function givenFor<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  complete: (command: Command, events: Event[]) => Command = (command) => command,
) {
  return (events: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(complete(command, events), fold(decider, events));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenFails: (code: string): DomainError => {
          let caught: unknown;
          try {
            run();
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(DomainError);
          expect((caught as DomainError).code).toBe(code);
          return caught as DomainError;
        },
      };
    },
  });
}
