import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Typography,
} from '@mui/material';
import type { PricingPlan, Term } from '@dealbook/domain/subscriptions/plans';
import type { CatalogueAddon } from '../../account/plans-api';
import { addonBlurbs, annualTerms, catalogued, money, priceOf } from './pricing';

type Props = {
  title: string;
  models: string;
  /** The add-on code the plan starts from: 0 for Limited, 4 (Unlimited Models) for Unlimited. */
  base: number;
  term: Term;
  plans: PricingPlan[];
  /** The add-ons a visitor may tick on this card (DealComp and CapMatch). */
  extras: CatalogueAddon[];
  /** The button under the plan the card shows now: the sign-in link that carries the plan on. */
  action: (plan: PricingPlan) => ReactNode;
};

/** What ticking an add-on would add to (or untick take off) the price shown now. */
function deltaOf(plans: PricingPlan[], code: number, term: Term, addon: CatalogueAddon) {
  const withIt = catalogued(plans, code | addon.index, term);
  const without = catalogued(plans, code & ~addon.index, term);
  return withIt && without ? `+${money(withIt.price - without.price)} / ${term === 'annual' ? 'year' : 'month'}` : null;
}

function PriceLines({ title, plans, code, plan }: { title: string; plans: PricingPlan[]; code: number; plan: PricingPlan }) {
  const annual = annualTerms(plans, code, plan);
  return (
    // Read out again when a term or an add-on changes the price.
    <Box aria-live="polite" sx={{ my: 2 }}>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
        {priceOf(plan)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {annual
          ? `Billed yearly: about ${money(annual.perMonth)} a month${annual.saving ? `, ${money(annual.saving)} less than paying monthly` : ''}`
          : 'Billed monthly'}
      </Typography>
      {plan.plan_name !== title && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
          {plan.plan_name}
        </Typography>
      )}
    </Box>
  );
}

/** One premium plan with its add-on choices; the price and the button follow the catalogue plan they pick. */
export function PlanCard({ title, models, base, term, plans, extras, action }: Props) {
  const titleId = useId();
  const [ticked, setTicked] = useState(0);
  const code = base | ticked;
  const plan = catalogued(plans, code, term);
  const toggle = (index: number) => setTicked((bits) => bits ^ index);

  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{models}</Typography>
        {plan ? (
          <PriceLines title={title} plans={plans} code={code} plan={plan} />
        ) : (
          <Alert severity="info" sx={{ my: 2 }}>
            This combination is not on offer right now.
          </Alert>
        )}
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Add-ons
          </FormLabel>
          <FormGroup>
            {extras.map((addon) => {
              const delta = deltaOf(plans, code, term, addon);
              return (
                <FormControlLabel
                  key={addon.key}
                  sx={{ alignItems: 'flex-start', mb: 1 }}
                  control={<Checkbox checked={(ticked & addon.index) !== 0} onChange={() => toggle(addon.index)} sx={{ pt: 0.25 }} />}
                  label={
                    <Box>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {addon.name}
                      </Typography>
                      {delta && ' '}
                      {delta && (
                        <Typography component="span" color="text.secondary">
                          {delta}
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {addonBlurbs[addon.key]}
                      </Typography>
                    </Box>
                  }
                />
              );
            })}
          </FormGroup>
        </FormControl>
      </CardContent>
      {plan && <CardActions sx={{ p: { xs: 2, sm: 3 }, pt: 0 }}>{action(plan)}</CardActions>}
    </Card>
  );
}
