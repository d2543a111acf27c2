import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { planList, type PricingPlan, type Term } from '@dealbook/domain/subscriptions/plans';
import { cardLine } from '../../account/subscription';
import { subscriptionApi, subscriptionKeys, type TeamMember } from '../../account/subscription-api';
import { TermSwitch } from '../pricing/PlanChoices';
import { priceOf } from '../pricing/pricing';
import { memberName } from './team';

type Props = {
  /** The colleague to add; the dialog is open while one is set. */
  member: TeamMember | null;
  busy: boolean;
  onClose: () => void;
  onAdd: (member: TeamMember, plan: PricingPlan) => void;
};

const TITLE_ID = 'add-team-member-title';

/** The team variants of the catalogue (same prices, '-team' ids), the eight of a term. */
const teamPlans = (term: Term) => planList(true).filter((plan) => plan.term === term);

function PlanChoice({ member, busy, onClose, onAdd }: Props & { member: TeamMember }) {
  const [term, setTerm] = useState<Term>('monthly');
  const [chosen, setChosen] = useState<PricingPlan | null>(null);
  // The profile's subscription section has read it already.
  const card = useQuery({ queryKey: subscriptionKeys.view, queryFn: subscriptionApi.retrieve }).data?.card ?? null;
  const plans = teamPlans(term);
  const name = memberName(member);
  return (
    <>
      <DialogTitle id={TITLE_ID}>Add Team Member</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Choose a team plan for {name}. It is charged to your card today, without a trial, and renews until you cancel it.
          </DialogContentText>
          <TermSwitch
            term={term}
            onChange={(next) => {
              setTerm(next);
              setChosen(null);
            }}
          />
          <RadioGroup
            aria-label="Team plans"
            value={chosen?.plan_id ?? ''}
            onChange={(_, id) => setChosen(plans.find((plan) => plan.plan_id === id) ?? null)}
          >
            {plans.map((plan) => (
              <FormControlLabel
                key={plan.plan_id}
                value={plan.plan_id}
                control={<Radio />}
                disabled={busy}
                sx={{ mr: 0, alignItems: 'center', '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 } }}
                label={
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.5 }}>
                    <span>{plan.plan_name}</span>{' '}
                    <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {priceOf(plan)}
                    </Box>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
          {card && (
            <Typography variant="body2" color="text.secondary">
              Charged to your {cardLine(card)}.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!chosen || busy}
          onClick={() => chosen && onAdd(member, chosen)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          aria-label={chosen ? `Add and Pay ${priceOf(chosen)}` : undefined}
        >
          Add and Pay
        </Button>
      </DialogActions>
    </>
  );
}

/** Puts a colleague on my team: a team plan of either term, at its price, paid with my card on file. */
export function AddTeamMemberDialog(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { member, busy, onClose } = props;
  return (
    <Dialog
      open={member !== null}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={TITLE_ID}
    >
      {member && <PlanChoice {...props} member={member} />}
    </Dialog>
  );
}
