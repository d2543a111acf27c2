import { useId } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { publicFilesApi } from '../../deals/public-files-api';
import { authProvider } from '../../providers/authProvider';
import { mailFailure } from '../attachments/failures';
import { fileSize, happenedAt } from '../files/labels';
import { useToast } from '../shared/toast';
import { modelMessages } from './failures';
import type { ModelBuild } from './model-api';

type Mailed = { email: string; name: string };

/** The requirements "Model on mobile": a workbook of live formulas is for a computer, so a phone gets it by email. */
function MailedDialog({ mailed, onClose }: { mailed: Mailed | undefined; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={mailed !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{modelMessages.notMobileFriendly}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          We have emailed “{mailed?.name}” to {mailed?.email}. Open it in Excel or another spreadsheet application on a computer to work
          with its formulas.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const nameOf = (build: ModelBuild) => build.file_name ?? `Excel model v${build.deal_version}`;

/** The models built of this deal, newest first: version, build time, size and the download (mailed on a phone). */
export function ModelBuilds({ builds }: { builds: ModelBuild[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useToast();
  const mail = useMutation({
    mutationFn: async (build: ModelBuild): Promise<Mailed> => {
      const { email } = await authProvider.currentUser();
      await publicFilesApi.emailFile(build.id, email);
      return { email, name: nameOf(build) };
    },
    onError: (error) => notify(mailFailure(error), 'error'),
  });

  return (
    <>
      <List aria-label="Excel models" disablePadding>
        {builds.map((build) => {
          const label = `Download ${nameOf(build)}`;
          const busy = mail.isPending && mail.variables?.id === build.id;
          const common = {
            size: 'small',
            startIcon: busy ? <CircularProgress size={16} aria-label="Sending" /> : <DownloadIcon />,
          } as const;
          return (
            <ListItem key={build.id} divider disableGutters sx={{ gap: 1 }}>
              <ListItemText
                primary={`Version ${build.deal_version}`}
                secondary={[build.built_at && `Built ${happenedAt(build.built_at)}`, build.size ? fileSize(build.size) : null]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {phone ? (
                <Button {...common} aria-label={label} disabled={mail.isPending} onClick={() => mail.mutate(build)}>
                  Download
                </Button>
              ) : (
                build.download && (
                  <Button {...common} aria-label={label} href={build.download} download={nameOf(build)}>
                    Download
                  </Button>
                )
              )}
            </ListItem>
          );
        })}
      </List>
      <MailedDialog mailed={mail.data} onClose={mail.reset} />
    </>
  );
}
