import { useState } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import type { DialogText } from '@dealbook/domain/identity/messages';
import type { BenchmarkOutcome } from '../../../calc/benchmark';

/** A catalogue dialog over the benchmark dialog; `closeAll` closes both (a confirmation after applying). */
export type BenchmarkMessage = { text: DialogText; closeAll: boolean };

/**
 * The fetch the exit cap and growth dialogs share (spec 2 section 4: a processing flag while fetching; the
 * result, or the failure as the catalogue's dialog).
 */
export function useBenchmark<T>(fetch: () => Promise<BenchmarkOutcome<T>>) {
  const [processing, setProcessing] = useState(false);
  const [result, setResult] = useState<T | null>(null);
  const [message, setMessage] = useState<BenchmarkMessage | null>(null);
  const run = async () => {
    setProcessing(true);
    setResult(null);
    const outcome = await fetch();
    setProcessing(false);
    if (outcome.found) setResult(outcome.benchmark);
    else setMessage({ text: outcome.text, closeAll: false });
  };
  return {
    processing,
    result,
    message,
    run,
    forget: () => setResult(null),
    confirm: (text: DialogText) => setMessage({ text, closeAll: true }),
    dismiss: () => setMessage(null),
  };
}

export const BenchmarkFetching = () => (
  <Stack role="status" aria-label="Fetching the benchmark" direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
    <CircularProgress size={20} />
    <Typography variant="body2">Finding comparable deals…</Typography>
  </Stack>
);
