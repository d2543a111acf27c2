import { useEffect, useState, type ReactNode } from 'react';
import { Box, Pagination, Stack, Typography } from '@mui/material';
import { dateGroupLabels, pageOf } from '../../deals/grouping';
import type { ConsoleItem, ConsoleTab } from '../../deals/console';
import { DealCardView, type CardAction } from './DealCardView';

const emptyTexts: Record<ConsoleTab, string> = {
  drafts: 'No autosaved drafts. A new deal is saved here as you type, until you save it.',
  pending: 'No pending deals yet. Create a deal to start analysing it.',
  live: 'No live deals. A deal goes live once it is published or matched with capital providers.',
  declined: 'No declined invitations.',
  deleted: 'Nothing deleted. Deleted deals stay here and can be recovered.',
  archived: 'Nothing archived. Archive a shared deal to put it away here; you can unarchive it at any time.',
};

type Props = {
  items: ConsoleItem[];
  tab: ConsoleTab;
  onAction: (action: CardAction, item: ConsoleItem) => void;
  emptyText?: string;
  /** Shown under the empty text: what to do next. */
  emptyAction?: ReactNode;
  /** The cards offer no action that changes a deal (an auditor's console). */
  readOnly?: boolean;
};

/** Cards grouped by last update, 3 per page. */
export function ConsoleList({ items, tab, onAction, emptyText, emptyAction, readOnly }: Props) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [tab]);
  const view = pageOf(items, (item) => item.date, new Date(), page);

  if (items.length === 0) {
    return (
      <Box sx={{ py: 4, px: 2, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}>
        <Typography color="text.secondary">{emptyText ?? emptyTexts[tab]}</Typography>
        {emptyAction}
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      {view.groups.map(({ group, items: groupItems }) => (
        <Box component="section" key={group} aria-label={dateGroupLabels[group]}>
          <Typography variant="overline" component="h2" color="text.secondary">
            {dateGroupLabels[group]}
          </Typography>
          <Stack spacing={1.5}>
            {groupItems.map((item) => (
              <DealCardView key={item.key} item={item} onAction={onAction} readOnly={readOnly} />
            ))}
          </Stack>
        </Box>
      ))}
      {view.pages > 1 && (
        <Pagination
          count={view.pages}
          page={view.page}
          onChange={(_, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
          aria-label="Deal pages"
        />
      )}
    </Stack>
  );
}
