import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLLABORATOR_DIALOG_PAGE_SIZE } from '@dealbook/domain/catalog/constants';
import { permissionRefusal, type Flag } from '@dealbook/domain/deals/permission-rules';
import type { DialogText } from '@dealbook/domain/identity/messages';
import {
  sharingKeys,
  sharingApi,
  type Collaborator,
  type DealAccess,
  type PermissionChange,
  type Permissions,
  type SharingApi,
} from '../../sharing/api';
import { changedEntries, pageSlice, permissionFlags, type PermissionEdits } from '../../sharing/collaborators';
import { permissionsFailure } from '../../sharing/failures';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';

type Props = {
  open: boolean;
  dealId: string;
  collaborators: readonly Collaborator[];
  access: DealAccess;
  /** The signed-in user: a collaborator lowers their own flags only. */
  me: string;
  onClose: () => void;
  api?: Pick<SharingApi, 'setPermissions'>;
};

const flagOf = { can_view: 'view', can_share: 'share', can_edit: 'edit' } as const satisfies Record<keyof Permissions, Flag>;

/**
 * Whether the caller may move this flag of this collaborator away from what the server holds (the
 * sharing rules in the domain): the owner anything; a collaborator lowers only their own and gives others
 * only what they hold, when they may share (View they hold, or they would not be here).
 */
const changeable = (access: DealAccess, own: boolean, c: Collaborator, key: keyof Permissions) =>
  permissionRefusal(
    { owner: access.role === 'owner', holds: { view: true, share: access.can.share, edit: access.can.edit } },
    own,
    flagOf[key],
    !c[key],
  ) === null;

/** View, Share and Edit of each collaborator, 5 per page; Save sends only the changed rows. */
export function PermissionsDialog({ open, dealId, collaborators, access, me, onClose, api = sharingApi }: Props) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const [edits, setEdits] = useState<PermissionEdits>({});
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<DialogText | null>(null);
  const changes = changedEntries(collaborators, edits);
  const shown = pageSlice(collaborators, page, COLLABORATOR_DIALOG_PAGE_SIZE);

  const close = () => {
    setEdits({});
    setPage(1);
    onClose();
  };
  const save = useMutation({
    mutationFn: (sent: PermissionChange[]) => api.setPermissions(dealId, sent),
    onSuccess: () => {
      notify('Permissions saved');
      void queryClient.invalidateQueries({ queryKey: sharingKeys.distribution(dealId) });
      close();
    },
    onError: (error) => setMessage(permissionsFailure(error)),
  });

  const flagsOf = (c: Collaborator): Permissions => edits[c.shared_user_id] ?? c;
  const toggle = (c: Collaborator, key: keyof Permissions, value: boolean) => {
    const { can_view, can_share, can_edit } = flagsOf(c);
    setEdits({ ...edits, [c.shared_user_id]: { can_view, can_share, can_edit, [key]: value } });
  };

  return (
    <>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="permissions-title">
        <DialogTitle id="permissions-title">Collaborator Permissions</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1.5}>
            <Typography color="text.secondary">
              View lets a collaborator open the deal, Share lets them share it further, Edit lets them change it and its files.
            </Typography>
            <Table size="small" aria-label="Collaborator permissions" sx={{ '& td, & th': { px: 1 } }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>Collaborator</TableCell>
                  {permissionFlags.map(({ key, label }) => (
                    <TableCell key={key} align="center" sx={{ fontWeight: 600 }}>
                      {label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.items.map((c) => (
                  <TableRow key={c.shared_user_id}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {c.name || c.email}
                      {c.shared_user_id === me ? ' (you)' : ''}
                    </TableCell>
                    {permissionFlags.map(({ key, label }) => (
                      <TableCell key={key} align="center" padding="checkbox">
                        <Checkbox
                          checked={flagsOf(c)[key]}
                          disabled={!changeable(access, c.shared_user_id === me, c, key) || save.isPending}
                          onChange={(event) => toggle(c, key, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `${label} for ${c.name || c.email}` } }}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {shown.pages > 1 && (
              <Pagination
                count={shown.pages}
                page={shown.page}
                onChange={(_, next) => setPage(next)}
                size="small"
                sx={{ alignSelf: 'center' }}
                aria-label="Collaborator pages"
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={() => save.mutate(changes)} disabled={changes.length === 0 || save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <MessageDialog text={message} onClose={() => setMessage(null)} />
    </>
  );
}
