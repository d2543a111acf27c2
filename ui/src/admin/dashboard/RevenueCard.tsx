import { Box, Link, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { amountText } from '../payments/types';
import { BigFigure, CardTitle, count, DashboardCard, EmptyLine } from './parts';
import type { Dashboard } from './types';

const planLabel = (plan: Dashboard['revenue']['by_plan'][number]) => plan.plan_name ?? plan.plan_id ?? 'No plan';

/** The paid charges of the window, in all and per plan; each leads to those paid payments of the window. */
export const RevenueCard = ({
  revenue,
  days,
  payments,
}: {
  revenue: Dashboard['revenue'];
  days: number;
  payments: (planId?: string) => string;
}) => (
  <DashboardCard>
    <CardTitle to={payments()}>Revenue</CardTitle>
    <BigFigure label={`Revenue: ${amountText(revenue.total)} in ${days} days`}>{amountText(revenue.total)}</BigFigure>
    {revenue.by_plan.length === 0 ? (
      <EmptyLine>{`No payments in the last ${days} days.`}</EmptyLine>
    ) : (
      <Box component="ul" aria-label="Revenue by plan" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {revenue.by_plan.map((plan) => (
          <Box
            component="li"
            key={plan.plan_id ?? ''}
            sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline', py: 0.25 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={LinkBase}
                to={payments(plan.plan_id ?? undefined)}
                underline="hover"
                variant="body2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {planLabel(plan)}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {plan.payments === 1 ? '1 payment' : `${count(plan.payments)} payments`}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {amountText(plan.amount)}
            </Typography>
          </Box>
        ))}
      </Box>
    )}
  </DashboardCard>
);
