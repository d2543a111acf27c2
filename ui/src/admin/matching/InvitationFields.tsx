import type { ReactNode } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import DealIcon from '@mui/icons-material/HomeWorkOutlined';
import MatchesIcon from '@mui/icons-material/JoinInnerOutlined';
import { LinkBase, useCreatePath, useListContext, useRecordContext } from 'react-admin';
import { activityListSearch } from '../activity/links';
import { groupOf, invitationGroups, statusLabel, type InvitationRecord } from './types';

/** `label` is read by react-admin's layouts (SimpleShowLayout) to title the field. */
type FieldProps = { label?: string };

/** The status in words, coloured by its group; a pending one says how far the person got. */
export const InvitationStatusField = (_props: FieldProps) => {
  const record = useRecordContext<InvitationRecord>();
  if (!record) return null;
  const group = groupOf(record);
  const color = group?.color ?? 'default';
  return (
    <Chip
      size="small"
      label={statusLabel(record.status)}
      title={group?.meaning}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
    />
  );
};

/** One click narrows the list to a group, another click on it shows them all again. */
export const GroupQuickFilters = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = (filterValues as { group?: string }).group;
  const choose = (group: string) => {
    const { group: _old, ...rest } = filterValues as Record<string, unknown>;
    setFilters(current === group ? rest : { ...rest, group }, displayedFilters);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label="Groups" sx={{ flexWrap: 'wrap', px: 2, py: 1 }}>
      {invitationGroups.map((g) => (
        <Chip
          key={g.id}
          label={g.name}
          title={g.meaning}
          clickable
          aria-pressed={current === g.id}
          color={current === g.id ? 'primary' : 'default'}
          variant={current === g.id ? 'filled' : 'outlined'}
          onClick={() => choose(g.id)}
        />
      ))}
    </Stack>
  );
};

const LinkButton = ({ to, href, icon, children }: { to?: string; href?: string; icon: ReactNode; children: string }) =>
  href ? (
    <Button size="small" href={href} startIcon={icon}>
      {children}
    </Button>
  ) : (
    <Button size="small" component={LinkBase} to={to} startIcon={icon}>
      {children}
    </Button>
  );

/** Where an admin looks next: the deal's activity timeline, and the deal's matches page in the app. */
export const InvitationLinks = () => {
  const record = useRecordContext<InvitationRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  const timeline = `${createPath({ resource: 'activity', type: 'list' })}${activityListSearch({ deal_id: record.deal_id })}`;
  return (
    <>
      <LinkButton to={timeline} icon={<DealIcon />}>
        Deal timeline
      </LinkButton>
      <LinkButton href={`/app/deals/${encodeURIComponent(record.deal_id)}/matches`} icon={<MatchesIcon />}>
        Deal matches
      </LinkButton>
    </>
  );
};
