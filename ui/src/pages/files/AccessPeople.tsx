import { useState } from 'react';
import { Button, List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import type { Permissioned } from '../../deals/file-access-api';
import { pageSlice } from '../../sharing/collaborators';
import { uploadedOn } from './labels';

/** The permissions dialog shows 7 per page. */
export const ACCESS_PAGE_SIZE = 7;

type Props = {
  people: Permissioned[];
  busy?: boolean;
  /** Absent: the list as it stood at a past time, read-only. */
  onRemove?: (email: string) => void;
};

/** The people on the list (with the date and Remove), 7 per page. */
export function AccessPeople({ people, busy = false, onRemove }: Props) {
  const [page, setPage] = useState(1);
  const shown = pageSlice(people, page, ACCESS_PAGE_SIZE);
  const past = onRemove === undefined;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {people.length === 0 ? (past ? 'No one was on the list' : 'No one is on the list yet') : `People on the list (${people.length})`}
      </Typography>
      {people.length > 0 && (
        <List aria-label={past ? 'People who could open it then' : 'People who may open it'} disablePadding>
          {shown.items.map((person) => (
            <ListItem key={person.email} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={person.email}
                secondary={`Added ${uploadedOn(person.created_at)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ flex: '1 1 12rem', minWidth: 0 }}
              />
              {onRemove && (
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => onRemove(person.email)}
                  aria-label={`Remove ${person.email}`}
                >
                  Remove
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {shown.pages > 1 && (
        <Pagination
          count={shown.pages}
          page={shown.page}
          onChange={(_, next) => setPage(next)}
          size="small"
          sx={{ alignSelf: 'center' }}
          aria-label="Pages of people"
        />
      )}
    </Stack>
  );
}
