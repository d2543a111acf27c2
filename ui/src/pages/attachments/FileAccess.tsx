import { useNavigate } from 'react-router';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import MailIcon from '@mui/icons-material/MailOutlined';
import { DATAROOM_KEY, type PublicFileView } from '../../deals/public-files-api';
import { isPdf, ViewPdfButton } from '../shared/ViewPdfButton';
import { DataRoomFiles } from './DataRoomFiles';
import { attachmentPaths } from './failures';
import { MailFile } from './MailFile';

/** The file's (or data room's) name and its deal. */
export function FileHeading({ view }: { view: PublicFileView }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{view.aws_key}</Typography>
      {view.deal.project_name && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Deal: {view.deal.project_name}
        </Typography>
      )}
    </Stack>
  );
}

type Props = {
  dealId: string;
  view: PublicFileView;
  email: string | null;
  back: string;
  /** A 405 while mailing the file: the page's 'Restricted Access' dialog. */
  onRestricted: (email: string, message: string) => void;
};

/**
 * What an open, granted or pending link shows: the file's download, view and mail, the data room's files,
 * the pending request, or, for an address on the list, that its link went to that address's mail.
 */
export function FileAccess({ dealId, view, email, back, onRestricted }: Props) {
  const navigate = useNavigate();
  if (view.mailed) {
    return (
      <Alert severity="success" icon={<MailIcon />} role="status">
        <AlertTitle>Check your mail</AlertTitle>
        {view.message ?? `We have sent the link to ${email ?? 'your address'}.`}
      </Alert>
    );
  }
  if (view.access === 'pending') {
    return (
      <Alert severity="info">
        Your request for access is pending{email ? ` (${email})` : ''}: the deal’s owner has been asked. You will get an email with the link
        once they give you access.
      </Alert>
    );
  }
  if (view.id === DATAROOM_KEY) {
    if (view.files) return <DataRoomFiles dealId={dealId} email={email} files={view.files} />;
    return <Alert severity="success">Your access is confirmed; the files are listed by the deal’s owner.</Alert>;
  }
  if (!view.download) {
    return <Alert severity="warning">The download is not available right now. Please try again later.</Alert>;
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          component="a"
          href={view.download}
          download={view.aws_key}
          variant="contained"
          startIcon={<DownloadIcon />}
          // The download goes on by the link; the page moves on to the confirmation.
          onClick={() => void navigate(attachmentPaths.downloadComplete, { state: { name: view.aws_key, back } })}
        >
          Download
        </Button>
        {isPdf({ content_type: view.content_type, name: view.aws_key }) && <ViewPdfButton url={view.download} name={view.aws_key} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        The download link works for 15 minutes; open this page again for a new one.
      </Typography>
      <MailFile view={view} email={email} onRestricted={onRestricted} />
    </Stack>
  );
}
