import { Link as RouterLink } from 'react-router';
import { Button, Chip, Stack, Typography } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import { canViewOf } from '@dealbook/domain/deals/shares';
import { nameOf } from '../../deals/people';
import { distributionPath } from '../distribution/paths';
import type { DraftDeal } from './useDealForm';

type Props = { dealId: string; deal: DraftDeal; me: string };

/**
 * Who else sees the deal, by the facts the access policy reads: its owner when that is someone else, the
 * collaborators who may view it, and the capital providers it was offered to.
 */
export function DealAudience({ dealId, deal, me }: Props) {
  const owner = deal.user_id && deal.user_id !== me;
  // A deal read before retrieve named its people carries no user.
  const ownerLabel = deal.user ? `${nameOf(deal.user)} (owner)` : 'The owner';
  const collaborators = (deal.shared_deals ?? []).filter((entry) => canViewOf(entry) && entry.shared_user_id !== me);
  return (
    <Stack
      component="section"
      aria-label="Who else can see this deal"
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        Who else can see this deal:
      </Typography>
      {owner && <Chip size="small" label={ownerLabel} />}
      {collaborators.map((entry) => (
        <Chip key={entry.shared_user_id} size="small" variant="outlined" label={nameOf(entry.users?.[0] ?? {})} />
      ))}
      {deal.has_matched_users === true && <Chip size="small" variant="outlined" color="primary" label="Capital providers contacted" />}
      {!owner && collaborators.length === 0 && deal.has_matched_users !== true && <Typography variant="body2">no one else yet</Typography>}
      <Button size="small" component={RouterLink} to={distributionPath(dealId)} startIcon={<ShareIcon />}>
        Sharing
      </Button>
    </Stack>
  );
}
