import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  AutocompleteInput,
  Create,
  ReferenceInput,
  SimpleForm,
  TextInput,
  Title,
  email,
  required,
  useCreatePath,
  useNotify,
} from 'react-admin';

/** What `POST /api/admin/surveys` answers: the token is in the link and nowhere else, so this is the one chance to see it. */
type CreatedSurvey = { id: string; email: string; link_path: string };

const providerText = (record: { email: string; first_name?: string; last_name?: string }) =>
  [`${record.first_name ?? ''} ${record.last_name ?? ''}`.trim(), record.email].filter(Boolean).join(' · ');

const InvitationCreated = ({ survey, onAnother }: { survey: CreatedSurvey; onAnother: () => void }) => {
  const createPath = useCreatePath();
  const notify = useNotify();
  const link = `${window.location.origin}${survey.link_path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('Link copied', { type: 'info' });
    } catch {
      notify('Copy is blocked here: select the link and copy it yourself.', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Invitation created" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Survey invitation for {survey.email}
            </Typography>
            <Typography variant="body2">
              An email with this link is on its way to {survey.email} (unless they opted out of our emails). You can also send the link
              yourself: it opens the survey without signing in.
            </Typography>
            <MuiTextField
              label="Survey link"
              value={link}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(e) => e.target.select()}
            />
            <Alert severity="info">This is the only time the link is shown: Dealbook keeps a fingerprint of it, not the link itself.</Alert>
          </Stack>
        </CardContent>
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            Copy link
          </Button>
          <Button onClick={onAnother}>Invite another provider</Button>
          <Button component={RouterLink} to={createPath({ resource: 'surveys', id: survey.id, type: 'show' })}>
            Open the survey
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
};

export const SurveyCreate = () => {
  const [created, setCreated] = useState<CreatedSurvey | null>(null);
  const notify = useNotify();
  if (created) return <InvitationCreated survey={created} onAnother={() => setCreated(null)} />;
  return (
    <Create<CreatedSurvey>
      title="Invite a provider to the survey"
      mutationOptions={{
        onSuccess: (data) => {
          notify('Survey invitation created', { type: 'success' });
          setCreated(data);
        },
      }}
    >
      <SimpleForm>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560, mb: 1 }}>
          The provider receives an email with a personal link to a short survey about the programming components they invest in. Their
          answers appear in the survey list.
        </Typography>
        <TextInput source="email" label="Provider email" type="email" validate={[required(), email()]} sx={{ maxWidth: 480 }} fullWidth />
        <ReferenceInput source="provider_id" reference="users" filter={{ type: 'PI' }} sort={{ field: 'email', order: 'ASC' }}>
          <AutocompleteInput
            label="Provider account (optional)"
            optionText={providerText}
            helperText="Link the survey to a capital provider who already has an account"
            sx={{ maxWidth: 480 }}
            fullWidth
          />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
};
