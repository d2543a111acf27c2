import type { ReactNode } from 'react';
import { Alert, Box, Button, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { findPlan, type PricingPlan, type Term } from '@dealbook/domain/subscriptions/plans';
import type { PlanCatalogue } from '../../account/plans-api';
import { PlanCard } from './PlanCard';
import { premiumPlans } from './pricing';

// The plan choice shared by the pricing page (a visitor) and the subscription page (a signed-in user).

const cardGrid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 } as const;

export function TermSwitch({ term, onChange }: { term: Term; onChange: (term: Term) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      value={term}
      // Clicking the chosen term again gives null: the term stays as it is.
      onChange={(_, next: Term | null) => next && onChange(next)}
      aria-label="Billing term"
      color="primary"
      sx={{ alignSelf: 'center' }}
    >
      <ToggleButton value="monthly" sx={{ px: 3 }}>
        Monthly
      </ToggleButton>
      <ToggleButton value="annual" sx={{ px: 3, gap: 1 }}>
        Annual
        <Typography component="span" variant="caption" sx={{ fontWeight: 700, color: 'success.main' }}>
          save about 25%
        </Typography>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export const PlansLoading = () => (
  <Box role="status" aria-label="Loading plans" aria-busy="true" sx={cardGrid}>
    {premiumPlans.map((p) => (
      <Skeleton key={p.base} variant="rounded" height={420} />
    ))}
  </Box>
);

export function PlansFailed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry} disabled={retrying}>
          Retry
        </Button>
      }
    >
      The plans could not be loaded. Check your connection and try again.
    </Alert>
  );
}

type Props = {
  catalogue: PlanCatalogue;
  term: Term;
  action: (plan: PricingPlan) => ReactNode;
  /** A plan id whose card starts with its add-ons ticked (the plan asked for, or the current one). */
  chosen?: string | null;
};

/** Premium Limited and Premium Unlimited side by side (one above the other on a phone). */
export const PlanCards = ({ catalogue, term, action, chosen = null }: Props) => {
  const extras = catalogue.addons.filter((a) => a.key !== 'unlimited');
  const code = chosen ? findPlan(chosen)?.addons.reduce((sum, a) => sum + a.index, 0) : undefined;
  return (
    <Box sx={cardGrid}>
      {premiumPlans.map((p) => (
        <PlanCard
          key={p.base}
          title={p.title}
          models={p.models}
          base={p.base}
          term={term}
          plans={catalogue.plans}
          extras={extras}
          // Unlimited Models (4) is the card; the other bits are its ticked add-ons.
          initialAddons={code !== undefined && (code & 4) === p.base ? code & 3 : 0}
          action={action}
        />
      ))}
    </Box>
  );
};
