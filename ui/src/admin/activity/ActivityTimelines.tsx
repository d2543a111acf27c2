import type { MouseEvent, ReactElement } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import DealIcon from '@mui/icons-material/HomeWorkOutlined';
import UserIcon from '@mui/icons-material/PersonSearchOutlined';
import { LinkBase, useCreatePath, useRecordContext } from 'react-admin';
import { activityListSearch } from './links';
import type { Activity } from './types';

type Timeline = { label: string; to: string; icon: ReactElement };

/** The timelines a line belongs to, its deal's and its actor's: each the activity list narrowed to it. */
function useTimelines(): Timeline[] {
  const record = useRecordContext<Activity>();
  const createPath = useCreatePath();
  if (!record) return [];
  const list = (filter: Record<string, string>) => `${createPath({ resource: 'activity', type: 'list' })}${activityListSearch(filter)}`;
  const timelines: Timeline[] = [];
  if (record.deal_id) timelines.push({ label: 'Deal timeline', to: list({ deal_id: record.deal_id }), icon: <DealIcon /> });
  if (record.actor_id) timelines.push({ label: 'User timeline', to: list({ actor_id: record.actor_id }), icon: <UserIcon /> });
  return timelines;
}

/** The line's timelines as buttons, for its show page. */
export const TimelineButtons = () => (
  <>
    {useTimelines().map(({ label, to, icon }) => (
      <Button key={label} size="small" component={LinkBase} to={to} startIcon={icon}>
        {label}
      </Button>
    ))}
  </>
);

/** The line's timelines as icons in its list row; a click on one must not also open the line. */
export const TimelineIconLinks = () => (
  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
    {useTimelines().map(({ label, to, icon }) => (
      <Tooltip key={label} title={label}>
        <IconButton size="small" component={LinkBase} to={to} aria-label={label} onClick={(event: MouseEvent) => event.stopPropagation()}>
          {icon}
        </IconButton>
      </Tooltip>
    ))}
  </Stack>
);
