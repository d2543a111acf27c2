import { useId } from 'react';
import { Box, Button, Tooltip } from '@mui/material';
import { planButton, type PlanButton } from '@dealbook/domain/subscriptions/buttons';
import type { SubscriptionFacts } from '@dealbook/domain/subscriptions/kinds';
import type { PricingPlan } from '@dealbook/domain/subscriptions/plans';
import { planLock } from '../../account/subscription';
import type { SubscriptionView } from '../../account/subscription-api';
import { priceOf } from '../pricing/pricing';

type Props = {
  plan: PricingPlan;
  admin: boolean;
  facts: SubscriptionFacts | null;
  view: SubscriptionView;
  busy: boolean;
  onChoose: (plan: PricingPlan, button: PlanButton) => void;
};

/** Read by screen readers, not shown. The sizes are strings: in `sx` a number up to 1 is a fraction (1 is 100%). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The button under a plan, by the plan rules of the requirements (none but the current one for a team plan's holder:
 * its manager changes it). A disabled one says why in a tooltip (the wrapper
 * takes the focus and the touch a disabled button cannot) and to screen readers as its description.
 */
export function PlanAction({ plan, admin, facts, view, busy, onChoose }: Props) {
  const reasonId = useId();
  const button = planButton(admin, facts, plan);
  const { disabled, reason } = planLock(button, facts, view);
  const control = (
    <Button
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled || busy}
      onClick={() => onChoose(plan, button)}
      aria-label={`${button.label}: ${plan.plan_name}, ${priceOf(plan)}`}
      aria-describedby={reason ? reasonId : undefined}
    >
      {button.label}
    </Button>
  );
  if (!reason) return control;
  return (
    <>
      <Tooltip title={reason} describeChild enterTouchDelay={0}>
        <Box component="span" tabIndex={0} sx={{ display: 'block', width: '100%' }}>
          {control}
        </Box>
      </Tooltip>
      <Box component="span" id={reasonId} sx={visuallyHidden}>
        {reason}
      </Box>
    </>
  );
}
