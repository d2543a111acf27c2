import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import type { Match, MatchRun } from '../../deals/matches-api';
import { formatWhen } from './format';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** What the latest run changed against the one before: added, no longer matching, rescored. */
function Changes({ run, matches }: { run: MatchRun; matches: Match[] }) {
  const nameOf = (id: string) => matches.find((m) => m.id === id)?.company.name;
  const names = (ids: string[]) => {
    const known = ids.map(nameOf).filter((n): n is string => !!n);
    const unknown = ids.length - known.length;
    return [...known, ...(unknown > 0 ? [known.length ? `${unknown} more` : plural(unknown, 'capital provider')] : [])].join(', ');
  };
  const { added, removed, rescored } = run.changes;
  if (added.length + removed.length + rescored.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No changes since the previous run.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Changes since the previous run" sx={{ m: 0, pl: 2.5 }}>
      {added.length > 0 && <Line label="New">{names(added)}</Line>}
      {removed.length > 0 && <Line label="No longer matching">{names(removed)}</Line>}
      {rescored.length > 0 && (
        <Line label="Rescored">{rescored.map((r) => `${nameOf(r.match_id) ?? 'A capital provider'} ${r.from} → ${r.to}`).join(', ')}</Line>
      )}
    </Box>
  );
}

/** Suggestions of near misses: what the sponsor could change, with how many companies it would bring. */
function Suggestions({ run }: { run: MatchRun }) {
  return (
    <Stack spacing={1}>
      {run.suggestions.length > 0 && (
        <Box component="ul" aria-label="Suggestions" sx={{ m: 0, pl: 2.5 }}>
          {run.suggestions.map((s) => (
            <Typography component="li" variant="body2" key={s.hint} sx={{ overflowWrap: 'anywhere' }}>
              {s.hint.replace(/\.$/, '')} — {plural(s.companies, 'capital provider')}
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {run.near_misses.length === 0
          ? 'No capital provider came close.'
          : `${plural(run.near_misses.length, 'capital provider')} missed by a single requirement.`}
      </Typography>
    </Stack>
  );
}

/** The latest run: when and on which version, what changed, and, with no matches, the spec's text and hints. */
export function RunSummary({ run, matches }: { run: MatchRun; matches: Match[] }) {
  const empty = matches.length === 0;
  return (
    <Card variant="outlined" component="section" aria-label="Latest run">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            Matched on version {run.deal_version}, {formatWhen(run.at)} · {plural(run.divisions_considered, 'division')} considered
          </Typography>
          {empty ? (
            <>
              <Alert severity="warning">{matchingMessages.matchFailed}</Alert>
              {run.changes.removed.length > 0 && <Changes run={run} matches={matches} />}
              <Suggestions run={run} />
            </>
          ) : (
            <>
              <Changes run={run} matches={matches} />
              {run.suggestions.length > 0 && (
                <Box>
                  <Typography variant="subtitle2" component="h2">
                    More matches
                  </Typography>
                  <Suggestions run={run} />
                </Box>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
