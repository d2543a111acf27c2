import { useId } from 'react';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { billedPrice, dateOf, isRunning, periodLine, statusLabels } from '../../account/subscription';
import type { SubscriptionView } from '../../account/subscription-api';

type Props = { view: SubscriptionView; busy: boolean; onCancel: () => void; onEndTrial: () => void };

/** What became of a plan that gives no rights any more. */
function lapsedLine(view: SubscriptionView, name: string): string | null {
  if (view.status === 'past_due') return `The last payment for your ${name} plan failed.`;
  if (view.status === 'ended' && view.current_period_end !== null) return `Your ${name} plan ended on ${dateOf(view.current_period_end)}.`;
  return null;
}

const chipColours = { trialing: 'info', active: 'success', canceled: 'warning' } as const;

/** The plan the account is on: its label, status, price a term and the date that matters next. */
export function CurrentPlan({ view, busy, onCancel, onEndTrial }: Props) {
  const titleId = useId();
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
      </CardContent>
      {(view.status === 'trialing' || view.status === 'active') && (
        <CardActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {view.status === 'trialing' && (
            <Button variant="contained" onClick={onEndTrial} disabled={busy}>
              End trial now
            </Button>
          )}
          <Button color="error" onClick={onCancel} disabled={busy}>
            Cancel subscription
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
