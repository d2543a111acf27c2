/** One entry of the global event log as the `activity` read model serves it. */
export type Activity = {
  id: string;
  position: string | number;
  occurred_at: string;
  actor_id: string | null;
  actor_email: string | null;
  stream_id: string;
  type: string;
  summary: string;
};
