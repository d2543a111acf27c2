/** `reconnecting`: its subscription to the event log dropped; it subscribes again from its checkpoint. */
export type ProjectionState = 'starting' | 'running' | 'reconnecting' | 'rebuilding' | 'stopped';

/** Status of one read model as the projection runner reports it. */
export type ProjectionStatus = {
  id: string;
  version: number;
  state: ProjectionState;
  checkpoint: string | number;
  head: string | number;
  lag: string | number;
  last_error: string | null;
};

/** One projection's page: its status and how many events it could not apply. */
export type ProjectionDetail = ProjectionStatus & { dead_letters: number };

/** An event a projection could not apply; the projection stopped at its `position`. */
export type DeadLetter = {
  id: string;
  projection: string;
  position: string;
  error: string;
  at: string;
  event_type: string;
  stream_id: string;
};

export type ProjectionRequest = 'retry' | 'rebuild';
