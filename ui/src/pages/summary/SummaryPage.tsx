import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { calculationKeys, calculationsApi } from '../../calc/load';
import { distributionPath } from '../distribution/paths';
import { DealPicture } from '../files/DealPicture';
import { filesPath } from '../files/paths';
import { matchesPath } from '../matches/paths';
import { ModelButton } from '../model/ModelButton';
import type { User } from '../../providers/authProvider';
import { AppLayout } from '../shared/AppLayout';
import { DealLoadFailure } from './DealLoadFailure';
import { SummaryFigures } from './SummaryFigures';

/** `auditor`: the reader changes nothing, so is offered no editing and makes no write (a view is one). */
function Summary({ id, auditor }: { id: string; auditor: boolean }) {
  const query = useQuery({ queryKey: calculationKeys.deal(id), queryFn: () => calculationsApi.load(id) });
  // Opening the summary is an event of its own (a write), recorded once per deal shown, not on each read,
  // and only once the deal loaded: nothing is said about a deal that is not there.
  const { mutate: recordView } = useMutation({ mutationFn: (dealId: string) => calculationsApi.viewed(dealId) });
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && !auditor) recordView(id);
  }, [id, auditor, loaded, recordView]);

  const editLink = `/app/deals/project?current_deal=${encodeURIComponent(id)}&current_deal_view=editing`;
  // A failed read again (on coming back to the tab) keeps the figures already shown.
  if (!query.data)
    return query.isError ? (
      <DealLoadFailure error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <CircularProgress aria-label="Calculating" />
    );
  const { deal, calc, source, access } = query.data;
  const provider = access?.role === 'provider';
  const empty = calc.components.length === 0;
  return (
    <Stack spacing={2}>
      <DealPicture id={id} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            Deal summary
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {deal.project_name || 'Untitled project'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Analysis date {calc.deal.analysis_date}
            {source === 'browser' ? ' · calculated in your browser' : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={RouterLink} to="/app/console">
            Back to console
          </Button>
          {/* A capital provider is offered the deal: no distribution, matches or entry of it are theirs to open. */}
          {!provider && (
            <Button component={RouterLink} to={distributionPath(id)} variant="outlined">
              Distribution
            </Button>
          )}
          {!provider && (
            <Button component={RouterLink} to={matchesPath(id)} variant="outlined">
              Matches
            </Button>
          )}
          <Button component={RouterLink} to={filesPath(id)} variant="outlined">
            Files
          </Button>
          <ModelButton dealId={id} />
          {provider ? (
            <Button component={RouterLink} to={`/app/matches/${encodeURIComponent(id)}/review`} variant="contained">
              Review the invitation
            </Button>
          ) : (
            <Button component={RouterLink} to={editLink} variant="contained">
              {auditor || access?.can.edit === false ? 'Open deal' : 'Edit deal'}
            </Button>
          )}
        </Stack>
      </Stack>
      {calc.deal.alerts.map((alert, i) => (
        <Alert key={i} severity="warning">
          {alert.title}: {alert.message}
        </Alert>
      ))}
      {/* a disposition date the rules moved changes these figures; the shorter-than-parent question is the entry screen's */}
      {calc.components.flatMap((component, index) =>
        component.alerts
          .filter((alert) => alert.code === 'hold_date_updated')
          .map((alert) => (
            <Alert key={`${index}-${alert.code}`} severity="warning">
              {alert.title} ({component.name || `Component ${index + 1}`}): {alert.message}
            </Alert>
          )),
      )}
      {empty ? (
        <Box sx={{ py: 5, px: 2, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}>
          <Typography variant="h6" component="p">
            Nothing to calculate yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Add programming components (apartments, retail, parking…) with their costs and rents to see the budget, the pro forma and the
            returns.
          </Typography>
          {!auditor && !provider && access?.can.edit !== false && (
            <Button component={RouterLink} to={editLink} variant="outlined">
              Add components
            </Button>
          )}
        </Box>
      ) : (
        <SummaryFigures dealId={id} deal={deal} calc={calc} />
      )}
    </Stack>
  );
}

function SummaryRoute({ user }: { user: User }) {
  const { id = '' } = useParams();
  return <Summary id={id} auditor={user.auditor} />;
}

/** /app/deals/{id}/summary: the deal's figures, budget, NOI, pro forma and returns. */
export function SummaryPage() {
  const { pathname } = useLocation();
  return <AppLayout here={pathname}>{(user) => <SummaryRoute user={user} />}</AppLayout>;
}

SummaryPage.path = '/app/deals/:id/summary';
