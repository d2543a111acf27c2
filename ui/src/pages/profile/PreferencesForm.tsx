import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { accountMessages } from '@dealbook/domain/account/messages';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { preferenceLabels, type EmailPreferences } from '../../account/api';
import { MessageDialog } from '../shared/MessageDialog';

type Props = {
  initial: EmailPreferences;
  save: (prefs: EmailPreferences) => Promise<unknown>;
  onSaved?: () => void;
  /** Spec §8: 'Error: Communication Preferences' on the unsubscribe page, 'Sorry...' in the account. */
  failureTitle: string;
  /** An auditor's: the switches as they stand, without Save. */
  readOnly?: boolean;
};

/** The four categories of spec §9, each its own switch; saving answers 'Success' or the failure dialog. */
export function PreferencesForm({ initial, save, onSaved, failureTitle, readOnly = false }: Props) {
  const [prefs, setPrefs] = useState(initial);
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const saving = useMutation({
    mutationFn: (next: EmailPreferences) => save(next),
    onSuccess: () => {
      setDialog(accountMessages.preferencesSaved);
      onSaved?.();
    },
    onError: () => setDialog({ ...accountMessages.preferencesErrorLink, title: failureTitle }),
  });
  return (
    <Stack spacing={2}>
      <FormGroup>
        {preferenceLabels.map(({ key, label, hint }) => (
          <FormControlLabel
            key={key}
            control={
              <Checkbox
                checked={prefs[key]}
                name={key}
                disabled={readOnly}
                onChange={(e) => setPrefs({ ...prefs, [key]: e.target.checked })}
              />
            }
            label={
              <span>
                {label}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {hint}
                </Typography>
              </span>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
          />
        ))}
      </FormGroup>
      {!readOnly && (
        <Button variant="contained" onClick={() => saving.mutate(prefs)} disabled={saving.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save preferences
        </Button>
      )}
      <MessageDialog text={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
