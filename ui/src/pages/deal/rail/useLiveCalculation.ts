import { useEffect, useState } from 'react';
import type { DraftDeal } from '../useDealForm';
import { calculateLive, type LiveCalculation } from './live';

/** Runs `task` on the next animation frame (a timer where the environment paints none); returns its cancel. */
export function onNextFrame(task: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(task);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setTimeout(task, 16);
  return () => clearTimeout(timer);
}

/**
 * The live figures of the deal on screen, recomputed in the browser on every change: at most once a frame, so
 * a burst of keystrokes costs one calculation, and never through the server.
 */
export function useLiveCalculation(deal: DraftDeal, id: string | null): LiveCalculation {
  const [live, setLive] = useState(() => calculateLive(deal, id, new Date()));
  useEffect(() => onNextFrame(() => setLive(calculateLive(deal, id, new Date()))), [deal, id]);
  return live;
}
