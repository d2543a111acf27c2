import { Link as RouterLink, useLocation } from 'react-router';
import { Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { AuthCard } from '../shared/AuthCard';
import { PublicLayout } from '../shared/PublicLayout';
import { attachmentPaths, home } from './failures';

/** What the attachment page hands on: the file's name and the page to go back to. */
type Handed = { name?: unknown; back?: unknown } | null;

const handed = (state: unknown) => {
  const s = (typeof state === 'object' ? state : null) as Handed;
  return {
    name: typeof s?.name === 'string' ? s.name : null,
    back: typeof s?.back === 'string' && s.back.startsWith('/attachments/') ? s.back : null,
  };
};

const icon = <CheckCircleOutlinedIcon color="success" fontSize="large" />;

function Actions({ back, backLabel }: { back: string | null; backLabel: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 3 }}>
      <Button component={RouterLink} to={home.to} variant="contained">
        {home.label}
      </Button>
      {back && (
        <Button component={RouterLink} to={back}>
          {backLabel}
        </Button>
      )}
    </Stack>
  );
}

/** /attachments/download/complete: the download has started. */
export function DownloadCompletePage() {
  const { name, back } = handed(useLocation().state);
  return (
    <PublicLayout>
      <AuthCard title="Download started" icon={icon}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {name ? `${name} is downloading.` : 'Your download has started.'} Find it in your browser’s downloads.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          If it did not start, open the link again: a download link works for 15 minutes.
        </Typography>
        <Actions back={back} backLabel="Open the link again" />
      </AuthCard>
    </PublicLayout>
  );
}
DownloadCompletePage.path = attachmentPaths.downloadComplete;

/** /attachments/request/submitted: the access request went to the deal's owner. */
export function RequestSubmittedPage() {
  const { back } = handed(useLocation().state);
  return (
    <PublicLayout>
      <AuthCard title="Access request sent" icon={icon}>
        <Typography>The deal’s owner has been asked for access.</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Once they give you access you will get an email with the link; open it with the same address.
        </Typography>
        <Actions back={back} backLabel="Back to the link" />
      </AuthCard>
    </PublicLayout>
  );
}
RequestSubmittedPage.path = attachmentPaths.requestSubmitted;
