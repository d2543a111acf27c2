import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Rating, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { Match } from '../../deals/matches-api';
import { formatDay } from './format';
import { MatchCriteria } from './MatchCriteria';
import { MatchInvitations } from './MatchInvitations';

type Props = {
  match: Match;
  /** An auditor's view: no contact and no rating. */
  readOnly: boolean;
  contacting: boolean;
  onContact: (match: Match) => void;
  onRate: (match: Match) => void;
};

function Score({ score }: { score: number }) {
  const value = Math.max(0, Math.min(100, score));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`Score ${value} of 100`}
        color={value >= 70 ? 'success' : value >= 40 ? 'primary' : 'warning'}
        sx={{ width: 96, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: '3ch' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One matched company: score, scoring division, contact, rating, its people's answers and the explanation. */
export function MatchCard({ match, readOnly, contacting, onContact, onRate }: Props) {
  const people = match.company.users.length;
  return (
    <Card variant="outlined" component="article" aria-label={match.company.name}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {match.company.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Scoring division: {match.division_name}
                {people > 0 ? ` · ${people} ${people === 1 ? 'person' : 'people'} on Dealbook` : ' · no one on Dealbook yet'}
              </Typography>
            </Box>
            <Score score={match.score} />
          </Stack>
          {!match.current && (
            <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
              No longer matches the latest run; kept because it was contacted.
            </Alert>
          )}
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {match.contacted ? (
              <Chip
                icon={<CheckIcon />}
                color="success"
                variant="outlined"
                label={`Contacted${match.contacted_at ? ` ${formatDay(match.contacted_at)}` : ''}`}
              />
            ) : (
              !readOnly && (
                <Button variant="contained" size="small" disabled={contacting} onClick={() => onContact(match)}>
                  {contacting ? 'Contacting…' : 'Contact'}
                </Button>
              )
            )}
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Rating value={match.rating} readOnly size="small" aria-label={match.rating > 0 ? `Rated ${match.rating} of 5` : 'Unrated'} />
              {match.rating === 0 && (
                <Typography variant="caption" color="text.secondary">
                  Unrated
                </Typography>
              )}
            </Stack>
            {!readOnly && (
              <Button size="small" onClick={() => onRate(match)} aria-label={`Rate ${match.company.name}`}>
                {match.rating > 0 ? 'Change rating' : 'Rate'}
              </Button>
            )}
          </Stack>
          <MatchInvitations invitations={match.invitations} />
          <MatchCriteria criteria={match.criteria} company={match.company.name} />
        </Stack>
      </CardContent>
    </Card>
  );
}
