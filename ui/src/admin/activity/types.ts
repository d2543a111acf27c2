/** One field change of a deal save or restore; a whole item added or removed has no `from` or no `to`. */
export type ActivityChange = { path: string; from?: unknown; to?: unknown };

/** One entry of the global event log as the `activity` read model serves it. */
export type Activity = {
  /** The global position zero-padded (the list's order); the event's own id is `event_id`. */
  id: string;
  event_id: string;
  position: string | number;
  occurred_at: string;
  actor_id: string | null;
  actor_email: string | null;
  stream_id: string;
  type: string;
  summary: string;
  correlation_id: string;
  /** The deal the event belongs to, for the deal's timeline. */
  deal_id: string | null;
  changes: ActivityChange[];
};
