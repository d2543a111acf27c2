import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dealKeys, dealsApi } from '../../deals/api';
import type { User } from '../../providers/authProvider';
import { ModelSection } from '../model/ModelSection';
import { AppLayout } from '../shared/AppLayout';
import { DealLoadFailure } from '../summary/DealLoadFailure';
import { AttachmentsSection } from './AttachmentsSection';
import { FileActivity } from './FileActivity';
import { ImagesSection } from './ImagesSection';
import { PendingRequests } from './PendingRequests';
import { summaryPath } from './paths';

const entryPath = (id: string) => `/app/deals/project?current_deal=${encodeURIComponent(id)}&current_deal_view=editing`;

/**
 * `manage`: the deal's `manage_files` (owner, editors); viewers and auditors see and download only. Who opened
 * the files is for those who manage them, and for admins and auditors.
 */
function Files({ id, user }: { id: string; user: User }) {
  const query = useQuery({ queryKey: dealKeys.retrieve(id), queryFn: () => dealsApi.retrieve(id) });
  if (query.isPending) return <CircularProgress aria-label="Loading files" />;
  if (query.isError)
    return (
      <DealLoadFailure
        error={query.error}
        what="The files of this deal"
        onRetry={() => void query.refetch()}
        extra={
          <Button component={RouterLink} to={summaryPath(id)}>
            Summary
          </Button>
        }
      />
    );
  const { deal, access } = query.data;
  const manage = !user.auditor && access?.can.manage_files === true;
  // Whoever may pass the deal on, or decides who opens its files, may hand out a file's link.
  const share = !user.auditor && (manage || access?.can.share === true);
  const seesActivity = manage || user.admin || user.auditor;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.5, md: 3 }} sx={{ alignItems: { md: 'flex-end' } }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Files
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {deal.project_name || 'Untitled project'}
          </Typography>
          {!manage && (
            <Typography variant="body2" color="text.secondary">
              You can see and download this deal&apos;s files; its owner and editors manage them.
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0, rowGap: 1 }}>
          <Button component={RouterLink} to={user.auditor ? '/app/console' : entryPath(id)}>
            {user.auditor ? 'Back to console' : 'Back to the deal'}
          </Button>
          <Button component={RouterLink} to={summaryPath(id)} variant="outlined">
            Summary
          </Button>
        </Stack>
      </Stack>
      {manage && <PendingRequests dealId={id} />}
      <ImagesSection dealId={id} manage={manage} />
      <AttachmentsSection dealId={id} manage={manage} share={share} requester={{ user, role: access?.role ?? 'none' }} />
      <ModelSection dealId={id} />
      {seesActivity && <FileActivity dealId={id} />}
    </Stack>
  );
}

function FilesRoute({ user }: { user: User }) {
  const { id = '' } = useParams();
  return <Files id={id} user={user} />;
}

/** /app/deals/{id}/manage/attachments (app.deal.attachments): the deal's images and attachments. */
export function FilesPage() {
  const { pathname } = useLocation();
  return <AppLayout here={pathname}>{(user) => <FilesRoute user={user} />}</AppLayout>;
}

FilesPage.path = '/app/deals/:id/manage/attachments';
