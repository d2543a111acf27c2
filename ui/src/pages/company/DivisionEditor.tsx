import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import type { Strategy } from '@dealbook/domain/matching/selection';
import { sourcingApi, sourcingKeys, type Division, type DivisionRef } from '../../account/sourcing-api';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';
import { failureText, problemsOf } from './sourcing-rules';
import { StrategyFields } from './StrategyFields';
import { useWorkingCopy } from './useWorkingCopy';

type Props = {
  division: Division;
  /** The divisions of its industry (the name must differ from the others'). */
  siblings: readonly DivisionRef[];
  readOnly: boolean;
  /** Told whenever the working copy starts or stops differing from the original. */
  onChangedChange: (changed: boolean) => void;
};

/** One division's working copy: name and strategy, with Save (the answer is the new original) and Revert. */
export function DivisionEditor({ division, siblings, readOnly, onChangedChange }: Props) {
  const notify = useToast();
  const queryClient = useQueryClient();
  const copy = useWorkingCopy(division);
  const { working, changed, update } = copy;
  const updateStrategy = useCallback(
    (edit: (s: Strategy) => Strategy) => update((w) => ({ ...w, Strategies: edit(w.Strategies) })),
    [update],
  );
  const [failure, setFailure] = useState<DialogText | null>(null);
  const problems = problemsOf(working, siblings);
  const reasons = [problems.name, problems.size].filter((p): p is string => p !== undefined);

  useEffect(() => onChangedChange(changed), [changed, onChangedChange]);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const saving = useMutation({
    mutationFn: (sent: Division) => sourcingApi.update(sent),
    onSuccess: (saved) => {
      copy.replace(saved);
      queryClient.setQueryData(sourcingKeys.division(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: sourcingKeys.info });
      notify('Sourcing profile saved');
    },
    onError: (error) => setFailure(failureText(error, 'The division could not be saved.')),
  });
  const save = () => saving.mutate({ ...working, name: working.name.trim() });

  return (
    <Stack spacing={2} component="section" aria-label={`Division ${copy.original.name}`}>
      <TextField
        label="Division name"
        value={working.name}
        onChange={(e) => {
          const name = e.target.value;
          copy.update((w) => ({ ...w, name }));
        }}
        error={problems.name !== undefined}
        helperText={problems.name}
        slotProps={{ input: { readOnly } }}
        fullWidth
      />
      <Typography variant="body2" color="text.secondary">
        Matching uses every group below; a group with nothing selected means no preference and accepts any deal.
      </Typography>
      <StrategyFields strategy={working.Strategies} update={updateStrategy} readOnly={readOnly} sizeError={problems.size} />
      {!readOnly && (
        <Box
          role="region"
          aria-label="Save changes"
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            py: 1.5,
          }}
        >
          {reasons.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              Cannot save yet: {reasons.join(' ')}
            </Alert>
          )}
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" label={changed ? 'Unsaved changes' : 'Saved'} color={changed ? 'warning' : 'default'} />
            <Box sx={{ flexGrow: 1 }} />
            <Button onClick={copy.revert} disabled={!changed || saving.isPending}>
              Revert
            </Button>
            <Button variant="contained" onClick={save} disabled={!changed || reasons.length > 0 || saving.isPending}>
              Save
            </Button>
          </Stack>
        </Box>
      )}
      <MessageDialog text={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
