import type { ReactNode } from 'react';
import { Alert, Box, Button, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { PricingPlan, Term } from '@dealbook/domain/subscriptions/plans';
import type { PlanCatalogue } from '../../account/plans-api';
import { PlanCard } from './PlanCard';
import { premiumPlans } from './pricing';

// The pricing page's plan choice; the term switch and the failure notice also serve the subscription page's plan list.

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
};

/** Premium Limited and Premium Unlimited side by side (one above the other on a phone). */
export const PlanCards = ({ catalogue, term, action }: Props) => {
  const extras = catalogue.addons.filter((a) => a.key !== 'unlimited');
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
          action={action}
        />
      ))}
    </Box>
  );
};
