import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@tanstack/react-query';
import { planButton } from '@dealbook/domain/subscriptions/buttons';
import type { PricingPlan, Term } from '@dealbook/domain/subscriptions/plans';
import { planKeys, plansApi } from '../../account/plans-api';
import { PublicLayout } from '../shared/PublicLayout';
import { PlanCards, PlansFailed, PlansLoading, TermSwitch } from './PlanChoices';
import { activateUrl, included, priceOf } from './pricing';

/** A visitor signs in first; the login page carries the chosen plan on to /app/subscription. */
const ActivateLink = ({ plan }: { plan: PricingPlan }) => {
  const button = planButton(false, null, plan);
  return (
    <Button
      component={RouterLink}
      to={activateUrl(plan)}
      variant="contained"
      size="large"
      fullWidth
      disabled={button.disabled}
      aria-label={`${button.label}: ${plan.plan_name}, ${priceOf(plan)}`}
    >
      {button.label}
    </Button>
  );
};

/** /pricing: the premium plans for a visitor, from the plans catalogue, with their add-ons and terms (§4, §9). */
export function PricingPage() {
  const [term, setTerm] = useState<Term>('monthly');
  const catalogue = useQuery({ queryKey: planKeys.list(), queryFn: () => plansApi.list() });
  return (
    <PublicLayout width="lg">
      <Stack spacing={4}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            Pricing
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
            Premium plans for dealmakers
          </Typography>
          <Typography color="text.secondary">
            Registering is free. Go Premium for unlimited revisions, data rooms and model builds; add valuation benchmarks and capital
            provider matching when you need them.
          </Typography>
        </Box>
        <TermSwitch term={term} onChange={setTerm} />
        {catalogue.isError ? (
          <PlansFailed retry={() => void catalogue.refetch()} retrying={catalogue.isFetching} />
        ) : catalogue.data ? (
          <PlanCards catalogue={catalogue.data} term={term} action={(plan) => <ActivateLink plan={plan} />} />
        ) : (
          <PlansLoading />
        )}
        <Typography sx={{ textAlign: 'center', fontWeight: 500 }}>Teams: the same prices per colleague.</Typography>
        <Box component="section" aria-labelledby="pricing-included">
          <Typography id="pricing-included" variant="h6" component="h2">
            Every Premium plan includes
          </Typography>
          <List dense>
            {included.map((line) => (
              <ListItem key={line} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={line} />
              </ListItem>
            ))}
          </List>
        </Box>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Not ready yet?{' '}
          <Link component={RouterLink} to="/#register">
            Create a free account
          </Link>{' '}
          and upgrade later.
        </Typography>
      </Stack>
    </PublicLayout>
  );
}
PricingPage.path = '/pricing';
