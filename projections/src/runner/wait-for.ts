import type { EventEmitter } from 'node:events';
import { comparePositions, START, type Position } from '@dealbook/infra/event-store/port';

export interface CheckpointWatch {
  /** Where each projection stands now. */
  checkpointOf(name: string): Position | undefined;
  /** Emits 'checkpoint' whenever a checkpoint or state moved. */
  progress: EventEmitter;
  headPosition(): Promise<Position>;
}

/**
 * Resolves true once every one of `targets` has reached `position`, false after `timeoutMs`; at once
 * false for a position past the log's head, which this store's projections can never reach. Shared by
 * the runner and by the main thread's view of a runner in another thread.
 */
export async function waitForCheckpoints(
  watch: CheckpointWatch,
  position: Position,
  targets: string[],
  timeoutMs: number,
): Promise<boolean> {
  const reached = () => targets.every((n) => comparePositions(watch.checkpointOf(n) ?? START, position) >= 0);
  if (reached()) return true;
  if (comparePositions(position, await watch.headPosition()) > 0) return false;
  return new Promise((resolve) => {
    const check = () => {
      if (!reached()) return;
      cleanup();
      resolve(true);
    };
    const timer = setTimeout(() => {
      cleanup();
      resolve(reached());
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      watch.progress.off('checkpoint', check);
    };
    watch.progress.on('checkpoint', check);
  });
}
