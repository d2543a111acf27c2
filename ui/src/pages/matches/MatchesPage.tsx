import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { Match } from '../../deals/matches-api';
import type { User } from '../../providers/authProvider';
import { AppLayout } from '../shared/AppLayout';
import { MessageDialog } from '../shared/MessageDialog';
import { MatchCard } from './MatchCard';
import { summaryPath } from './paths';
import { CopiedDealConfirm, LoadFailure, NeverMatched } from './MatchesStates';
import { RateDialog } from './RateDialog';
import { RunSummary } from './RunSummary';
import { useMatches } from './useMatches';

/** Current matches first, best score first; those kept from earlier runs after them. */
const ordered = (matches: Match[]) =>
  [...matches].sort((a, b) => Number(b.current) - Number(a.current) || b.score - a.score || a.company.name.localeCompare(b.company.name));

function Matches({ id, user }: { id: string; user: User }) {
  const { query, run, contact, rate, failure, clearFailure } = useMatches(id);
  const [confirming, setConfirming] = useState<Match | null>(null);
  const [rating, setRating] = useState<Match | null>(null);
  const readOnly = user.auditor;
  const summary = summaryPath(id);

  if (query.isPending) return <CircularProgress aria-label="Loading matches" />;
  if (query.isError) return <LoadFailure error={query.error} summary={summary} onRetry={() => void query.refetch()} />;

  const { project_name, run: latest, matches } = query.data;
  const name = project_name || 'Untitled project';
  const copied = /copied/i.test(project_name ?? '');
  const askContact = (match: Match) => (copied ? setConfirming(match) : contact.mutate(match));
  const runButton = !readOnly && (
    <Button
      variant="contained"
      disabled={run.isPending}
      onClick={() => run.mutate()}
      startIcon={run.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    >
      {run.isPending ? 'Matching…' : latest ? 'Match again' : 'Find matches'}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1.5, md: 3 }} sx={{ alignItems: { md: 'flex-end' } }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Matches
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {latest && (
            <Typography variant="body2" color="text.secondary">
              {matches.length === 1 ? '1 capital provider' : `${matches.length} capital providers`}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0, rowGap: 1 }}>
          <Button component={RouterLink} to={summary}>
            Summary
          </Button>
          {latest && runButton}
        </Stack>
      </Stack>
      {latest ? <RunSummary run={latest} matches={matches} /> : <NeverMatched action={runButton} />}
      {matches.length > 0 && (
        <Stack spacing={1.5} component="section" aria-label="Matched capital providers">
          {ordered(matches).map((match) => (
            <MatchCard
              key={match.id}
              match={match}
              readOnly={readOnly}
              contacting={contact.isPending && contact.variables?.id === match.id}
              onContact={askContact}
              onRate={setRating}
            />
          ))}
        </Stack>
      )}
      <CopiedDealConfirm
        company={confirming?.company.name ?? null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && contact.mutate(confirming)}
      />
      <RateDialog
        key={rating?.id ?? 'none'}
        company={rating?.company.name ?? null}
        current={rating?.rating ?? 0}
        onClose={() => setRating(null)}
        onRate={(value) => rating && rate.mutate({ match: rating, rating: value })}
      />
      <MessageDialog text={failure} onClose={clearFailure} />
    </Stack>
  );
}

function MatchesRoute({ user }: { user: User }) {
  const { id = '' } = useParams();
  return <Matches id={id} user={user} />;
}

/** /app/deals/:id/matches: the capital providers matched to the deal, their answers, contact and rating. */
export function MatchesPage() {
  const { pathname } = useLocation();
  return <AppLayout here={pathname}>{(user) => <MatchesRoute user={user} />}</AppLayout>;
}

MatchesPage.path = '/app/deals/:id/matches';
