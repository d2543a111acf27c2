import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { useQuery } from '@tanstack/react-query';
import { COLLABORATOR_DIALOG_PAGE_SIZE } from '@dealbook/domain/catalog/constants';
import type { User } from '../../providers/authProvider';
import { readFailure } from '../../deals/failures';
import { sharingKeys, sharingApi } from '../../sharing/api';
import { AppLayout } from '../shared/AppLayout';
import { usePremiumFeature } from '../shared/PremiumFeature';
import { CollaboratorList } from './CollaboratorList';
import { entryPath } from './paths';
import { PermissionsDialog } from './PermissionsDialog';
import { ShareDialog } from './ShareDialog';

const loadFailure = (error: unknown) => {
  const { status, message } = readFailure(error);
  return status !== undefined && status < 500 && message ? message : 'The people this deal is shared with could not be loaded.';
};

function Distribution({ id, user }: { id: string; user: User }) {
  const query = useQuery({ queryKey: sharingKeys.distribution(id), queryFn: () => sharingApi.distribution(id) });
  const [sharing, setSharing] = useState(false);
  const [permissions, setPermissions] = useState(false);
  // Sharing is a premium feature; who has the deal already, their permissions and revoking stay open.
  const premium = usePremiumFeature('viewDistribution');

  const back = (
    <Button component={RouterLink} to={entryPath(id)}>
      Back to the deal
    </Button>
  );
  if (query.isPending) return <CircularProgress aria-label="Loading distribution" />;
  if (query.isError)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{loadFailure(query.error)}</Alert>
        {back}
      </Stack>
    );
  const { project_name, owner, collaborators } = query.data;
  const access = query.data.access;
  const name = project_name || 'Untitled project';
  return (
    <Stack spacing={2}>
      {/* On desktop the buttons keep one row at the right and the title wraps in the room left; on phones they go under it. */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.5, md: 3 }} sx={{ alignItems: { md: 'flex-end' } }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Distribution
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Owned by {owner.id === user.id ? 'you' : `${owner.name || owner.email} (${owner.email})`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, flexShrink: 0, rowGap: 1 }}>
          {back}
          {access.can.set_permissions && collaborators.length > 0 && (
            <Button variant="outlined" onClick={() => setPermissions(true)}>
              Set permissions
            </Button>
          )}
          {access.can.share && (
            <Button variant="contained" startIcon={<ShareIcon />} onClick={() => (premium.locked ? premium.offer() : setSharing(true))}>
              Share deal
            </Button>
          )}
        </Stack>
      </Stack>
      <Card variant="outlined" component="section" aria-labelledby="collaborators-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" id="collaborators-title" sx={{ mb: 1 }}>
            Collaborators ({collaborators.length})
          </Typography>
          {collaborators.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              This deal is not shared with anyone yet.{access.can.share && ' Share it with a colleague to work on it together.'}
            </Typography>
          ) : (
            <CollaboratorList collaborators={collaborators} pageSize={COLLABORATOR_DIALOG_PAGE_SIZE} label="Collaborators" />
          )}
        </CardContent>
      </Card>
      <ShareDialog
        open={sharing}
        dealId={id}
        dealName={name}
        collaborators={collaborators}
        access={access}
        onClose={() => setSharing(false)}
      />
      <PermissionsDialog
        open={permissions}
        dealId={id}
        collaborators={collaborators}
        access={access}
        me={user.id}
        onClose={() => setPermissions(false)}
      />
      {premium.dialog}
    </Stack>
  );
}

function DistributionRoute({ user }: { user: User }) {
  const { id = '' } = useParams();
  return <Distribution id={id} user={user} />;
}

/** /app/deals/{id}/distribution: the deal's owner and collaborators, sharing and their permissions. */
export function DistributionPage() {
  const { pathname } = useLocation();
  return <AppLayout here={pathname}>{(user) => <DistributionRoute user={user} />}</AppLayout>;
}

DistributionPage.path = '/app/deals/:id/distribution';
