import { useState } from 'react';
import { Button, CircularProgress, DialogActions, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import type { BenchmarkOutcome } from '../../../calc/benchmark';
import { MessageDialog } from '../../shared/MessageDialog';

/** A catalogue dialog over the benchmark dialog; `closeAll` closes both (a confirmation after applying). */
export type BenchmarkMessage = { text: DialogText; closeAll: boolean };

/**
 * The fetch the exit cap and growth dialogs share (a processing flag while fetching; the
 * result, or the failure as the catalogue's dialog).
 */
export function useBenchmark<T>(fetch: () => Promise<BenchmarkOutcome<T>>) {
  const [message, setMessage] = useState<BenchmarkMessage | null>(null);
  // A mutation, not a query: the benchmark is asked for by the button, with the inputs as they are then.
  const benchmark = useMutation({
    mutationFn: fetch,
    onSuccess: (outcome) => {
      if (!outcome.found) setMessage({ text: outcome.text, closeAll: false });
    },
  });
  const outcome = benchmark.data;
  return {
    processing: benchmark.isPending,
    result: outcome?.found ? outcome.benchmark : null,
    message,
    run: () => benchmark.mutate(),
    forget: benchmark.reset,
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

type ActionsProps = {
  readOnly: boolean;
  processing: boolean;
  /** whether a fetched benchmark is on screen, and whether it can be applied */
  result: boolean;
  applicable?: boolean;
  onClose: () => void;
  onSaveInputs: () => void;
  onFetch: () => void;
  onApply: () => void;
};

/** Cancel, Save inputs, Get benchmark and Apply benchmark, stacked on a phone. */
export function BenchmarkActions({
  readOnly,
  processing,
  result,
  applicable = true,
  onClose,
  onSaveInputs,
  onFetch,
  onApply,
}: ActionsProps) {
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
        {!readOnly && (
          <Button
            variant="outlined"
            onClick={() => {
              onSaveInputs();
              onClose();
            }}
          >
            Save inputs
          </Button>
        )}
        {!readOnly && (
          <Button variant={result ? 'outlined' : 'contained'} disabled={processing} onClick={onFetch}>
            Get benchmark
          </Button>
        )}
        {!readOnly && result && (
          <Button variant="contained" disabled={!applicable} onClick={onApply}>
            Apply benchmark
          </Button>
        )}
      </Stack>
    </DialogActions>
  );
}

/** The catalogue dialog over a benchmark dialog; a confirmation closes both. */
export const BenchmarkMessageDialog = ({
  message,
  onDismiss,
  onClose,
}: {
  message: BenchmarkMessage | null;
  onDismiss: () => void;
  onClose: () => void;
}) => (
  <MessageDialog
    text={message?.text ?? null}
    onClose={() => {
      if (message?.closeAll) onClose();
      onDismiss();
    }}
  />
);
