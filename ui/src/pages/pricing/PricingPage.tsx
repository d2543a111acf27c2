import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@tanstack/react-query';
import type { Term } from '@dealbook/domain/subscriptions/plans';
import { planKeys, plansApi, type PlanCatalogue } from '../../account/plans-api';
import { PublicLayout } from '../shared/PublicLayout';
import { PlanCard } from './PlanCard';
import { included, premiumPlans } from './pricing';

const cardGrid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 } as const;

function TermSwitch({ term, onChange }: { term: Term; onChange: (term: Term) => void }) {
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

const PlansLoading = () => (
  <Box role="status" aria-label="Loading plans" aria-busy="true" sx={cardGrid}>
    {premiumPlans.map((p) => (
      <Skeleton key={p.base} variant="rounded" height={420} />
    ))}
  </Box>
);

function PlansFailed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
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

const PlanCards = ({ catalogue, term }: { catalogue: PlanCatalogue; term: Term }) => {
  const extras = catalogue.addons.filter((a) => a.key !== 'unlimited');
  return (
    <Box sx={cardGrid}>
      {premiumPlans.map((p) => (
        <PlanCard key={p.base} title={p.title} models={p.models} base={p.base} term={term} plans={catalogue.plans} extras={extras} />
      ))}
    </Box>
  );
};

/** /pricing: the premium plans for a visitor, from the plans catalogue, with their add-ons and terms (spec 1 §2, §4, §9). */
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
          <PlanCards catalogue={catalogue.data} term={term} />
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
