/**
 * A Decider (after Jérémie Chassaing, as in emmett): plain functions, no I/O.
 * `decide` is deterministic: time, actor and anything looked up arrive in the command.
 */
export interface Decider<Command, Event, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
  /**
   * Opts the state into snapshots (command-service/src/snapshots.ts): the handler may start from a kept
   * state instead of folding the whole stream. `version` names the evolve that kept it: bump it with any
   * change to evolve, to what it calls, to initialState or to the state's shape. The state must survive
   * JSON unchanged (plain objects, arrays, strings, finite numbers, booleans, null: no Date, Map, Set or
   * undefined), and stay small, since it is written whole.
   */
  snapshot?: { version: number };
}

/** A domain event as the domain sees it: a type and its data. Metadata travels beside it. */
export interface DomainEvent<Type extends string = string, Data = Record<string, unknown>> {
  type: Type;
  data: Data;
}

export function fold<Event, State>(decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>, events: Event[]): State {
  return events.reduce(decider.evolve, decider.initialState);
}
