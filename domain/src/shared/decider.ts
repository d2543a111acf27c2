/**
 * A Decider (after Jérémie Chassaing, as in emmett): plain functions, no I/O.
 * `decide` is deterministic: time, actor and anything looked up arrive in the command.
 */
export interface Decider<Command, Event, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
}

/** A domain event as the domain sees it: a type and its data. Metadata travels beside it. */
export interface DomainEvent<Type extends string = string, Data = Record<string, unknown>> {
  type: Type;
  data: Data;
}

export function fold<Event, State>(decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>, events: Event[]): State {
  return events.reduce(decider.evolve, decider.initialState);
}
