import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useCreatePath, useDataProvider, type HttpError } from 'react-admin';
import type { DashboardReader, DealbookDataProvider } from '../../providers/dataProvider';
import { activitySince, answeredInvitations, paidPayments } from './links';
import { MatchingCard } from './MatchingCard';
import { BigFigure, CardTitle, count, DashboardCard, Figures } from './parts';
import { RevenueCard } from './RevenueCard';
import { SeriesChart } from './SeriesChart';
import { seriesLabel, type Dashboard as DashboardData, type DashboardSeries } from './types';
import { useDashboardWindow, WindowSelect } from './WindowSelect';

const SeriesCard = ({ series, to, days }: { series: DashboardSeries; to: string; days: number }) => {
  const label = seriesLabel(series.type);
  return (
    <DashboardCard>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <CardTitle to={to}>{label}</CardTitle>
        <Typography variant="h6" component="p" aria-label={`${label}: ${series.total} in ${days} days`}>
          {count(series.total)}
        </Typography>
      </Stack>
      <SeriesChart series={series} label={label} />
    </DashboardCard>
  );
};

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
};

/** The window the answer covers (while another loads, the previous answer stays on screen with its own labels). */
const daysOf = (data: DashboardData) => Math.round((Date.parse(data.to) - Date.parse(data.from)) / 86_400_000) + 1;

const DashboardCards = ({ data }: { data: DashboardData }) => {
  const days = daysOf(data);
  const createPath = useCreatePath();
  const users = createPath({ resource: 'users', type: 'list' });
  const activity = createPath({ resource: 'activity', type: 'list' });
  const payments = createPath({ resource: 'payments', type: 'list' });
  const invitations = createPath({ resource: 'invitations', type: 'list' });
  const activityOf = (type: string) => `${activity}${activitySince(type, data.from)}`;
  return (
    <>
      <Box sx={grid}>
        <DashboardCard>
          <CardTitle to={users}>Users</CardTitle>
          <BigFigure>{count(data.users.total)}</BigFigure>
          <Figures
            items={[
              { label: 'Active', n: data.users.active },
              { label: 'Admins', n: data.users.admins },
              { label: 'Auditors', n: data.users.auditors },
            ]}
          />
        </DashboardCard>
        {/* No deals list in the admin area: the numbers stand alone. */}
        <DashboardCard>
          <CardTitle>Active deals</CardTitle>
          <BigFigure>{count(data.deals.active)}</BigFigure>
          <Figures
            items={[
              { label: 'Deleted', n: data.deals.deleted },
              { label: 'Shared', n: data.deals.shared },
            ]}
          />
        </DashboardCard>
      </Box>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        Last {days} days, {data.from} to {data.to}
      </Typography>
      <Box sx={grid}>
        <RevenueCard revenue={data.revenue} days={days} payments={(planId) => `${payments}${paidPayments(data.from, planId)}`} />
        <MatchingCard
          matching={data.matching}
          days={days}
          activityOf={activityOf}
          answered={(status) => `${invitations}${answeredInvitations(status, data.from)}`}
        />
        {data.series.map((series) => (
          <SeriesCard key={series.type} series={series} days={days} to={activityOf(series.type)} />
        ))}
      </Box>
    </>
  );
};

/**
 * The admin home: accounts and deals now; over the chosen window (7, 30 or 90 days, kept in the address)
 * the revenue, matching, and per day what happened.
 */
export const Dashboard = () => {
  const dataProvider = useDataProvider<DealbookDataProvider & DashboardReader>();
  const [days, setDays] = useDashboardWindow();
  const { data, error, isPending } = useQuery<DashboardData, HttpError>({
    queryKey: ['admin', 'dashboard', days],
    queryFn: () => dataProvider.getDashboard(days),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack spacing={2} sx={{ mt: { xs: 1, sm: 2 }, mb: 2, minWidth: 0 }}>
      <Title title="Dashboard" />
      <Box>
        <WindowSelect days={days} onChange={setDays} />
      </Box>
      {isPending && <CircularProgress aria-label="Loading" />}
      {error && <Alert severity="error">{error.message || 'The dashboard could not be loaded.'}</Alert>}
      {data && <DashboardCards data={data} />}
    </Stack>
  );
};
