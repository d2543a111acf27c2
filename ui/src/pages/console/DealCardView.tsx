import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Chip, IconButton, Menu, MenuItem, Stack, Typography } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { dealStatuses } from '@dealbook/domain/catalog/options';
import type { ConsoleItem } from '../../deals/console';
import { formatValue } from '../../deals/labels';
import { invitationStatusLabels } from '../../deals/invitations-api';
import { formatDateTime } from '@dealbook/domain/shared/dates';

export type CardAction = 'open' | 'rename' | 'replicate' | 'delete' | 'versions' | 'recover' | 'duplicate' | 'archive' | 'unarchive';

const statusLabel = (item: ConsoleItem) =>
  item.kind === 'invitation'
    ? (invitationStatusLabels[item.status as keyof typeof invitationStatusLabels] ?? item.status)
    : (dealStatuses.find((s) => s.code === item.status)?.label ?? item.status);

function chipColor(item: ConsoleItem): 'default' | 'primary' | 'success' {
  if (item.deleted) return 'default';
  if (item.kind !== 'invitation') return item.status === 'draft' ? 'primary' : 'success';
  return item.status === 'accepted' ? 'success' : item.status === 'declined' || item.status === 'archived' ? 'default' : 'primary';
}

const when = (date: string | null) => formatDateTime(date) || '—';

function actionsOf(item: ConsoleItem, readOnly: boolean): CardAction[] {
  if (readOnly) return [];
  if (item.kind === 'draft') return ['delete'];
  // a collaborator keeps their own copy or puts the card away; the deal itself stays the owner's
  if (item.kind === 'collab') return ['duplicate', item.sharing?.archived ? 'unarchive' : 'archive'];
  if (item.kind !== 'deal') return [];
  if (item.deleted) return ['recover'];
  return ['rename', 'replicate', 'versions', 'delete'];
}

const actionLabels: Record<CardAction, string> = {
  open: 'Open',
  rename: 'Rename',
  replicate: 'Replicate',
  versions: 'Restore a version',
  delete: 'Delete',
  recover: 'Recover',
  duplicate: 'Duplicate',
  archive: 'Archive',
  unarchive: 'Unarchive',
};

/** Who offers an invitation card's deal, and how well it matched. */
const OfferLine = ({ offer }: { offer: NonNullable<ConsoleItem['offer']> }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      Sponsor: {[offer.sponsor, offer.company].filter(Boolean).join(', ') || '—'}
    </Typography>
    {offer.score !== null && <Chip size="small" variant="outlined" label={`Score ${offer.score}`} />}
  </Stack>
);

/** Who shared a collab card's deal, whose it is, and what the caller may do with it. */
const SharingLine = ({ sharing }: { sharing: NonNullable<ConsoleItem['sharing']> }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      Shared by {sharing.sharedBy ?? 'a colleague'}
      {!sharing.owner ? '' : sharing.owner === sharing.sharedBy ? ', its owner' : ` · Owner: ${sharing.owner}`}
    </Typography>
    <Stack direction="row" spacing={0.5} aria-label="Your permissions">
      {sharing.permissions.map((permission) => (
        <Chip key={permission} size="small" label={permission} />
      ))}
    </Stack>
  </Stack>
);

type Props = {
  item: ConsoleItem;
  onAction: (action: CardAction, item: ConsoleItem) => void;
  /** An auditor's card: it opens, and offers nothing that changes the deal. */
  readOnly?: boolean;
};

/** A deal or draft card of the console with its actions (open is the card's main button). */
export function DealCardView({ item, onAction, readOnly = false }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const more = actionsOf(item, readOnly).filter((a) => a !== 'recover');
  const details = [
    item.card?.mandate && formatValue('mandate', item.card.mandate),
    item.card?.asset_type && formatValue('asset_type', item.card.asset_type),
  ]
    .concat(item.card?.city ? [[item.card.city, item.card.state].filter(Boolean).join(', ')] : [])
    .filter(Boolean);
  const components = item.card?.components ?? [];
  return (
    <Card variant="outlined" component="article" aria-label={item.name}>
      {item.card?.image && (
        <CardMedia component="img" image={item.card.image} alt={item.name} loading="lazy" sx={{ height: 140, objectFit: 'cover' }} />
      )}
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.kind === 'draft' ? 'Autosaved' : item.kind === 'invitation' ? 'Offered' : 'Updated'} {when(item.date)}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={item.deleted ? 'Deleted' : item.kind === 'draft' ? 'Autosaved draft' : statusLabel(item)}
            color={chipColor(item)}
            variant="outlined"
          />
        </Stack>
        {item.sharing && <SharingLine sharing={item.sharing} />}
        {item.offer && <OfferLine offer={item.offer} />}
        {details.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {details.join(' · ')}
          </Typography>
        )}
        {components.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {components.length} component{components.length === 1 ? '' : 's'}:{' '}
            {components.map((c) => c.name || formatValue('type', c.type)).join(', ')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, justifyContent: 'space-between' }}>
        {item.deleted && !readOnly ? (
          <Button variant="contained" size="small" onClick={() => onAction('recover', item)}>
            Recover
          </Button>
        ) : (
          <Button variant="contained" size="small" onClick={() => onAction('open', item)}>
            Open
          </Button>
        )}
        {more.length > 0 && (
          <>
            <IconButton aria-label={`More actions for ${item.name}`} onClick={(event) => setAnchor(event.currentTarget)}>
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              {more.map((action) => (
                <MenuItem
                  key={action}
                  onClick={() => {
                    setAnchor(null);
                    onAction(action, item);
                  }}
                >
                  {actionLabels[action]}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </CardActions>
    </Card>
  );
}
