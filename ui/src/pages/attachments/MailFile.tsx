import { useState } from 'react';
import { Alert, Button, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { useMutation } from '@tanstack/react-query';
import { readFailure } from '../../deals/failures';
import { publicFilesApi, type PublicFileView } from '../../deals/public-files-api';
import { EmailPrompt } from './EmailPrompt';
import { mailFailure } from './failures';

type Props = {
  view: PublicFileView;
  /** The address the visitor gave, if any; without one the button asks for it. */
  email: string | null;
  /** A 405: the page's 'Restricted Access' dialog takes over, offering a request for that address. */
  onRestricted: (email: string, message: string) => void;
};

/** "Email me this file": the file arrives as an attachment, for a phone that cannot keep a download. */
export function MailFile({ view, email, onRestricted }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [asking, setAsking] = useState(false);
  const mail = useMutation({
    mutationFn: (to: string) => publicFilesApi.emailFile(view.id, to),
    onSuccess: () => setAsking(false),
    onError: (error, to) => {
      const { status, message } = readFailure(error);
      if (status === 405) onRestricted(to, message ?? 'This item is private.');
    },
  });
  const failed = mail.isError && readFailure(mail.error).status !== 405 ? mailFailure(mail.error) : null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Button
        variant={phone ? 'contained' : 'outlined'}
        fullWidth={phone}
        startIcon={<MailIcon />}
        disabled={mail.isPending}
        onClick={() => (email ? mail.mutate(email) : setAsking(true))}
        sx={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
      >
        Email me this file
      </Button>
      {asking && <EmailPrompt busy={mail.isPending} error={null} onSubmit={(to) => mail.mutate(to)} submitLabel="Send" />}
      {mail.isSuccess && (
        <Alert severity="success">
          We have emailed “{view.aws_key}” to {mail.variables}.
        </Alert>
      )}
      {failed && <Alert severity="error">{failed}</Alert>}
    </Stack>
  );
}
