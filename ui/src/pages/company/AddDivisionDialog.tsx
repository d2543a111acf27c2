import { useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { sourcingApi, type DivisionRef, type Industry } from '../../account/sourcing-api';
import { failureText, nameProblem } from './sourcing-rules';

type Props = {
  industry: Industry;
  onClose: () => void;
  onCreated: (division: DivisionRef) => void;
};

/** Names a new division of the industry (unique there, case-insensitively) and creates it. */
export function AddDivisionDialog({ industry, onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = nameProblem(name, industry.divisions);
  // An empty name is only an error once the user tried to add it; a taken one as soon as it is typed.
  const shownProblem = tried || name.trim() !== '' ? problem : undefined;
  const creating = useMutation({
    mutationFn: (wanted: string) => sourcingApi.create(industry.id, wanted),
    onSuccess: (created) => onCreated({ id: created.id, name: created.name }),
  });
  const failure = creating.error ? failureText(creating.error, 'The division could not be added.') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem === undefined && !creating.isPending) creating.mutate(name.trim());
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-division-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-division-title">Add a division to {industry.name}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <AlertTitle>{failure.title}</AlertTitle>
              {failure.message}
            </Alert>
          )}
          <TextField
            autoFocus
            margin="dense"
            label="Division name"
            fullWidth
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={shownProblem !== undefined}
            helperText={shownProblem ?? 'A lending or investing team with its own criteria, e.g. "Bridge lending".'}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={creating.isPending}>
            Add division
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
