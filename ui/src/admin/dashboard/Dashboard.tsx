import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, Title, useCreatePath, useDataProvider, type HttpError } from 'react-admin';
import type { DashboardReader, DealbookDataProvider } from '../../providers/dataProvider';
import { activityListSearch } from '../activity/links';
import { SeriesChart } from './SeriesChart';
import { seriesLabel, type Dashboard as DashboardData, type DashboardSeries } from './types';

const DAYS = 30;

const count = (n: number) => n.toLocaleString('en-US');

/** A card's title; a link when there is a list behind the numbers. */
const CardTitle = ({ children, to }: { children: string; to?: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
    {to ? (
      <Link component={LinkBase} to={to} underline="hover">
        {children}
      </Link>
    ) : (
      children
    )}
  </Typography>
);

const Figures = ({ items }: { items: [string, number][] }) => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
    {items.map(([label, n]) => (
      <Typography key={label} variant="body2" color="text.secondary">
        {label}{' '}
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {count(n)}
        </Box>
      </Typography>
    ))}
  </Stack>
);

const TotalCard = ({ title, to, total, children }: { title: string; to?: string; total: number; children: ReactNode }) => (
  <Card sx={{ height: '100%' }}>
    <CardContent>
      <Stack spacing={1}>
        <CardTitle to={to}>{title}</CardTitle>
        <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {count(total)}
        </Typography>
        {children}
      </Stack>
    </CardContent>
  </Card>
);

const SeriesCard = ({ series, to }: { series: DashboardSeries; to: string }) => {
  const label = seriesLabel(series.type);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <CardTitle to={to}>{label}</CardTitle>
            <Typography variant="h6" component="p" aria-label={`${label}: ${series.total} in ${DAYS} days`}>
              {count(series.total)}
            </Typography>
          </Stack>
          <SeriesChart series={series} label={label} />
        </Stack>
      </CardContent>
    </Card>
  );
};

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } };

const DashboardCards = ({ data }: { data: DashboardData }) => {
  const createPath = useCreatePath();
  const users = createPath({ resource: 'users', type: 'list' });
  const activity = createPath({ resource: 'activity', type: 'list' });
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <TotalCard title="Users" to={users} total={data.users.total}>
          <Figures
            items={[
              ['Active', data.users.active],
              ['Admins', data.users.admins],
              ['Auditors', data.users.auditors],
            ]}
          />
        </TotalCard>
        {/* No deals list in the admin area: the numbers stand alone. */}
        <TotalCard title="Active deals" total={data.deals.active}>
          <Figures
            items={[
              ['Deleted', data.deals.deleted],
              ['Shared', data.deals.shared],
            ]}
          />
        </TotalCard>
      </Box>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        Last {DAYS} days, {data.from} to {data.to}
      </Typography>
      <Box sx={grid}>
        {data.series.map((series) => (
          <SeriesCard key={series.type} series={series} to={`${activity}${activityListSearch({ type: series.type })}`} />
        ))}
      </Box>
    </Stack>
  );
};

/** The admin home: accounts and deals now, and per day what happened over the last month. */
export const Dashboard = () => {
  const dataProvider = useDataProvider<DealbookDataProvider & DashboardReader>();
  const { data, error, isPending } = useQuery<DashboardData, HttpError>({
    queryKey: ['admin', 'dashboard', DAYS],
    queryFn: () => dataProvider.getDashboard(DAYS),
  });
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title="Dashboard" />
      {isPending && <CircularProgress aria-label="Loading" />}
      {error && <Alert severity="error">{error.message || 'The dashboard could not be loaded.'}</Alert>}
      {data && <DashboardCards data={data} />}
    </Box>
  );
};
