import { useId } from 'react';
import { Alert, AlertTitle, Button, type ButtonProps, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import {
  billedPrice,
  cardLine,
  dateOf,
  isRunning,
  managedLine,
  managerOf,
  periodLine,
  retryLine,
  statusLabels,
} from '../../account/subscription';
import type { SubscriptionView } from '../../account/subscription-api';

type Props = { view: SubscriptionView; busy: boolean; onCancel: () => void; onEndTrial: () => void; onUpdateCard: () => void };
type CardAction = { onUpdateCard: () => void; busy: boolean };

/** What became of a plan that gives no rights any more. */
function lapsedLine(view: SubscriptionView, name: string): string | null {
  if (view.status === 'ended' && view.current_period_end !== null) return `Your ${name} plan ended on ${dateOf(view.current_period_end)}.`;
  return null;
}

const chipColours = { trialing: 'info', active: 'success', canceled: 'warning', past_due: 'error' } as const;

const UpdateCardButton = ({ onUpdateCard, busy, ...props }: CardAction & ButtonProps) => (
  <Button size="small" onClick={onUpdateCard} disabled={busy} {...props}>
    Update card
  </Button>
);

/**
 * Past due: the card provider's reason, and whether it tries again or the plan ends; while it will try again,
 * a new card for that attempt (`card`: the plan is the account's own, with a card on file).
 */
function PaymentWarning({ view, card }: { view: SubscriptionView; card: CardAction | null }) {
  const issue = view.payment_issue;
  const retrying = issue?.next_attempt_at !== null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>Your last payment failed</AlertTitle>
      {issue && (
        <>
          <Typography variant="body2">{issue.message}</Typography>
          <Typography variant="body2">{retryLine(view)}</Typography>
        </>
      )}
      {card && retrying && (
        <>
          <Typography variant="body2">Update your card and we will use it for the next attempt.</Typography>
          <UpdateCardButton {...card} color="inherit" variant="outlined" sx={{ mt: 1 }} />
        </>
      )}
    </Alert>
  );
}

/**
 * The plan the account is on: its label, status, price a term, the date that matters next and the card on
 * file, which an own plan can replace; a failed renewal's warning; for a team plan, who manages it (its holder
 * cannot cancel, end the trial or replace the card).
 */
export function CurrentPlan({ view, busy, onCancel, onEndTrial, onUpdateCard }: Props) {
  const titleId = useId();
  const managedId = useId();
  const manager = managerOf(view);
  const controls = view.status === 'trialing' || view.status === 'active' || view.status === 'past_due';
  const locked = busy || manager !== null;
  const described = manager ? managedId : undefined;
  // A team plan's card is its manager's to change (409 MANAGED_BY_OTHER).
  const card = view.card && isRunning(view) && manager === null ? { onUpdateCard, busy } : null;
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="overline" component="h2" color="text.secondary">
          Current plan
        </Typography>
        {isRunning(view) ? (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {view.label}
              </Typography>
              <Chip label={statusLabels[view.status]} color={chipColours[view.status]} size="small" />
            </Stack>
            <Typography sx={{ mt: 1 }}>{billedPrice(view.plan)}</Typography>
            {typeof view.first_charge === 'number' && view.first_charge !== view.plan.amount && (
              <Typography color="text.secondary">
                First charge after your discount: {billedPrice({ ...view.plan, amount: view.first_charge })}
              </Typography>
            )}
            <Typography color="text.secondary">{periodLine(view)}</Typography>
            {manager && (
              <Typography id={managedId} sx={{ mt: 1, fontWeight: 500 }}>
                {managedLine(manager)}
              </Typography>
            )}
            {view.status === 'past_due' && <PaymentWarning view={view} card={card} />}
          </>
        ) : (
          <>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              You are on the {view.label} plan.
            </Typography>
            {view.plan && <Typography color="text.secondary">{lapsedLine(view, view.plan.nickname)}</Typography>}
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Choose a Premium plan below for unlimited revisions, data rooms and model builds.
            </Typography>
          </>
        )}
        {view.card && (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 1.5, color: 'text.secondary' }}>
            <CreditCardIcon fontSize="small" aria-hidden />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{cardLine(view.card)}</Typography>
            {card && <UpdateCardButton {...card} />}
          </Stack>
        )}
      </CardContent>
      {controls && (
        <CardActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {view.status === 'trialing' && (
            <Button variant="contained" onClick={onEndTrial} disabled={locked} aria-describedby={described}>
              End trial now
            </Button>
          )}
          <Button color="error" onClick={onCancel} disabled={locked} aria-describedby={described}>
            Cancel subscription
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
