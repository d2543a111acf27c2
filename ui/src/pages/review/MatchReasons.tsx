import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HelpIcon from '@mui/icons-material/Help';
import type { InvitationReview } from '../../deals/invitations-api';

type Criterion = InvitationReview['match']['criteria'][number];

const outcomes = {
  met: { label: 'Met', icon: <CheckCircleIcon color="success" fontSize="small" /> },
  missed: { label: 'Missed', icon: <CancelIcon color="error" fontSize="small" /> },
  open: { label: 'Open', icon: <HelpIcon color="disabled" fontSize="small" /> },
} as const;

function CriterionRow({ criterion }: { criterion: Criterion }) {
  const outcome = outcomes[criterion.outcome] ?? outcomes.open;
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} aria-label={`${criterion.label}: ${outcome.label}`}>
      <Box sx={{ pt: 0.25, flexShrink: 0 }} aria-hidden>
        {outcome.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {criterion.label} · {outcome.label}
          {criterion.kind === 'hard' ? ' (required)' : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          The deal: {criterion.deal} · You look for: {criterion.wanted}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Why the deal was offered: the division it matched, its score, and each criterion met or missed. */
export function MatchReasons({ match }: { match: InvitationReview['match'] }) {
  const criteria = match.criteria ?? [];
  const met = criteria.filter((c) => c.outcome === 'met').length;
  return (
    <Card variant="outlined" component="section" aria-label="Why it matched">
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Why it matched
          </Typography>
          <Chip label={`Score ${match.score}`} color="primary" variant="outlined" size="small" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          Your division {match.division_name} ({match.company_name}) · {met} of {criteria.length} criteria met
        </Typography>
        <Stack component="ul" spacing={1.25} aria-label="Criteria" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {criteria.map((criterion) => (
            <CriterionRow key={criterion.criterion} criterion={criterion} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
