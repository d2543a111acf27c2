import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Term } from '@dealbook/domain/subscriptions/plans';
import { planKeys, plansApi } from '../../account/plans-api';
import { factsOf, listedPlanId, startingChoice } from '../../account/subscription';
import { subscriptionApi, subscriptionKeys, type SubscriptionView } from '../../account/subscription-api';
import { PlansFailed, TermSwitch } from '../pricing/PlanChoices';
import { AppLayout } from '../shared/AppLayout';
import { CurrentPlan } from './CurrentPlan';
import { Payments } from './Payments';
import { PlanAction } from './PlanAction';
import { PlanList, PlanListLoading } from './PlanList';
import { useSubscriptionCommands } from './useSubscriptionCommands';

type Commands = ReturnType<typeof useSubscriptionCommands>;

/** The catalogue plans of a term under the plan rules for this account; they start on the plan asked for (`?plan=`), if any. */
function PlanChoice({ view, admin, commands }: { view: SubscriptionView; admin: boolean; commands: Commands }) {
  const [search] = useSearchParams();
  // Read once: the term is the user's to switch after that.
  const [start] = useState(() => startingChoice(search.get('plan'), view));
  const [term, setTerm] = useState<Term>(start.term);
  const catalogue = useQuery({ queryKey: planKeys.list(), queryFn: () => plansApi.list() });
  const facts = factsOf(view);
  return (
    <Box component="section" aria-labelledby="subscription-plans" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography id="subscription-plans" variant="h6" component="h2">
        Plans
      </Typography>
      <TermSwitch term={term} onChange={setTerm} />
      {catalogue.isError ? (
        <PlansFailed retry={() => void catalogue.refetch()} retrying={catalogue.isFetching} />
      ) : catalogue.data ? (
        <PlanList
          catalogue={catalogue.data}
          term={term}
          currentId={listedPlanId(view)}
          askedId={start.asked}
          action={(plan) => (
            <PlanAction plan={plan} admin={admin} facts={facts} view={view} busy={commands.busy} onChoose={commands.choose} />
          )}
        />
      ) : (
        <PlanListLoading />
      )}
    </Box>
  );
}

function Subscribed({ view, admin }: { view: SubscriptionView; admin: boolean }) {
  const commands = useSubscriptionCommands(view);
  return (
    <>
      <CurrentPlan
        view={view}
        busy={commands.busy}
        onCancel={commands.askCancel}
        onEndTrial={commands.askEndTrial}
        onUpdateCard={commands.askUpdateCard}
      />
      <PlanChoice view={view} admin={admin} commands={commands} />
      <Payments />
      {commands.dialogs}
    </>
  );
}

function Subscription({ admin }: { admin: boolean }) {
  const query = useQuery({ queryKey: subscriptionKeys.view, queryFn: subscriptionApi.retrieve });
  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        Subscription
      </Typography>
      {query.data ? (
        <Subscribed view={query.data} admin={admin} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Retry
            </Button>
          }
        >
          Your subscription could not be loaded. Check your connection and try again.
        </Alert>
      ) : (
        <CircularProgress aria-label="Loading subscription" />
      )}
    </Stack>
  );
}

/**
 * /app/subscription: the current plan, the plan list (no add-on choice, the requirements), payment, cancellation, the
 * end of a trial (§4) and the payments made.
 */
export function SubscriptionPage() {
  const { search } = useLocation();
  // A session that ends here comes back to the same plan after signing in.
  return <AppLayout here={`${SubscriptionPage.path}${search}`}>{(user) => <Subscription admin={user.admin} />}</AppLayout>;
}

SubscriptionPage.path = '/app/subscription';
