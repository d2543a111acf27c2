export type ProjectionState = 'running' | 'stopped' | 'rebuilding';

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
