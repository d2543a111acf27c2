import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { readFailure } from '../../deals/failures';
import { DealLoadFailure } from '../summary/DealLoadFailure';
import { SUBSCRIPTION_PATH } from './useMatches';

/** Why the list could not be shown: not in the plan (CapMatch), or as any deal screen says it (no such deal, signed out, …). */
export function LoadFailure({ error, summary, onRetry }: { error: unknown; summary: string; onRetry?: () => void }) {
  const { status, code } = readFailure(error);
  if (status === 403 && code === 'MATCHING_NOT_IN_PLAN')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{matchingMessages.matchingClosed}</Alert>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={SUBSCRIPTION_PATH} variant="contained">
            See plans
          </Button>
          <Button component={RouterLink} to={summary}>
            Summary
          </Button>
        </Stack>
      </Stack>
    );
  return (
    <DealLoadFailure
      error={error}
      what="The matches of this deal"
      onRetry={onRetry}
      extra={
        <Button component={RouterLink} to={summary}>
          Summary
        </Button>
      }
    />
  );
}

/** Never matched yet: what matching does, and (for everyone but auditors) the way to start. */
export function NeverMatched({ action }: { action: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label="Not matched yet">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          No matches yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Matching compares this deal with the sourcing profiles of capital providers on Dealbook. A provider matches when every requirement
          it states holds for the deal (capital structure, asset class, property type, size, location); its preferences (business plan, risk
          class, horizon, strategies) make up the score. You then choose whom to contact: they receive the deal as an invitation.
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

/** A deal named '…copied…' is likely a copy: the sponsor confirms before providers are contacted. */
export function CopiedDealConfirm({ company, onConfirm, onClose }: { company: string | null; onConfirm: () => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={company !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Contact {company}?</DialogTitle>
      <DialogContent>
        <DialogContentText>{matchingMessages.copiedDeal}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap-reverse', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          Cancel
        </Button>
        <Button
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          Contact anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
