import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { FileActivity } from '../../deals/file-access-api';
import { actionLabel, throughLabel, whatWasOpened, whoDid, whoseEmail } from './activityLabels';
import { happenedAt } from './labels';

function Who({ item }: { item: FileActivity }) {
  const email = whoseEmail(item);
  return (
    <>
      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {whoDid(item)}
      </Box>
      {email && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      )}
    </>
  );
}

/** One page of opens, downloads, views and mails: a table, or stacked cards on phones (no sideways scrolling at 390 px). */
export function ActivityList({ items }: { items: FileActivity[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  if (phone)
    return (
      <Stack component="ul" aria-label="File activity" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Card component="li" variant="outlined" key={item.id}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{whatWasOpened(item)}</Typography>
              <Typography variant="body2">
                {actionLabel(item.type)} · {throughLabel(item.via)}
              </Typography>
              <Who item={item} />
              <Typography variant="body2" color="text.secondary">
                {happenedAt(item.at)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label="File activity" sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 180 }}>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>What</TableCell>
          <TableCell sx={{ width: 120 }}>Action</TableCell>
          <TableCell sx={{ width: 90 }}>Through</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>{happenedAt(item.at)}</TableCell>
            <TableCell>
              <Who item={item} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{whatWasOpened(item)}</TableCell>
            <TableCell>{actionLabel(item.type)}</TableCell>
            <TableCell>{throughLabel(item.via)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
