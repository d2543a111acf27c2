import { useEffect, useState } from 'react';
import { Box, List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import { CHANGE_PREVIEW_PAGE_SIZE } from '@dealbook/domain/catalog/constants';
import type { ChangeLine } from '../../deals/summary';

const kindColor: Record<ChangeLine['kind'], string> = {
  field: 'text.primary',
  added: 'success.main',
  removed: 'error.main',
  moved: 'text.secondary',
};

/** Changes as label, before → after, 5 per page (change preview). */
export function ChangeList({ lines, fromLabel = 'Now', toLabel = 'Then' }: { lines: ChangeLine[]; fromLabel?: string; toLabel?: string }) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [lines]);
  if (lines.length === 0) return <Typography color="text.secondary">No differences.</Typography>;
  const pages = Math.ceil(lines.length / CHANGE_PREVIEW_PAGE_SIZE);
  const shown = lines.slice((page - 1) * CHANGE_PREVIEW_PAGE_SIZE, page * CHANGE_PREVIEW_PAGE_SIZE);
  return (
    <Stack spacing={1}>
      <List dense disablePadding aria-label="Changes">
        {shown.map((line) => (
          <ListItem key={line.path} disableGutters divider>
            <ListItemText
              primary={<Box sx={{ color: kindColor[line.kind], fontWeight: 600, overflowWrap: 'anywhere' }}>{line.label}</Box>}
              secondary={
                line.kind === 'field' ? (
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {fromLabel}:{' '}
                    <Box component="span" sx={{ textDecoration: 'line-through' }}>
                      {line.from}
                    </Box>{' '}
                    → {toLabel}: <strong>{line.to}</strong>
                  </Box>
                ) : null
              }
            />
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Pagination size="small" count={pages} page={page} onChange={(_, next) => setPage(next)} sx={{ alignSelf: 'center' }} />
      )}
    </Stack>
  );
}
