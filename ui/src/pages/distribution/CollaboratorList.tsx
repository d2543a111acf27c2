import { useState } from 'react';
import { Box, Chip, List, ListItem, ListItemText, Pagination, Stack } from '@mui/material';
import type { Collaborator } from '../../sharing/api';
import { pageSlice, permissionLabels } from '../../sharing/collaborators';
import { formatDateTime } from '@dealbook/domain/shared/dates';

type Props = { collaborators: readonly Collaborator[]; pageSize: number; label: string };

/** The people a deal is shared with: name, email, their flags, and who shared it when; paginated. */
export function CollaboratorList({ collaborators, pageSize, label }: Props) {
  const [page, setPage] = useState(1);
  const shown = pageSlice(collaborators, page, pageSize);
  return (
    <Stack spacing={1}>
      <List aria-label={label} disablePadding>
        {shown.items.map((c) => {
          // Without View nothing else applies (the access policy reads no flag of someone who may not view):
          // a revoked collaborator has no access, whatever Share or Edit still says.
          const flags = c.can_view ? permissionLabels(c) : [];
          return (
            <ListItem key={c.shared_user_id} divider sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, px: 0 }}>
              <ListItemText
                primary={c.name || c.email}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {c.email}
                    </Box>
                    Shared {c.shared_at ? `${formatDateTime(c.shared_at)} ` : ''}by {c.shared_by_name || 'the owner'}
                  </>
                }
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ flex: '1 1 14rem' }}
              />
              <Stack
                direction="row"
                spacing={0.5}
                useFlexGap
                aria-label={`Permissions of ${c.name || c.email}`}
                sx={{ flexWrap: 'wrap', rowGap: 0.5 }}
              >
                {!c.active && <Chip size="small" color="warning" variant="outlined" label="Not activated yet" />}
                {flags.length === 0 && <Chip size="small" label="No access" />}
                {flags.map((flag) => (
                  <Chip key={flag} size="small" color="primary" variant="outlined" label={flag} />
                ))}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {shown.pages > 1 && (
        <Pagination
          count={shown.pages}
          page={shown.page}
          onChange={(_, next) => setPage(next)}
          size="small"
          sx={{ alignSelf: 'center' }}
          aria-label={`${label} pages`}
        />
      )}
    </Stack>
  );
}
