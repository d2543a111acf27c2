import { useId } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MatchCriterion } from '../../deals/matches-api';

const groups = [
  { outcome: 'met', title: 'Met', Icon: CheckCircleOutlineIcon, color: 'success.main' },
  { outcome: 'missed', title: 'Missed', Icon: HighlightOffIcon, color: 'error.main' },
  { outcome: 'open', title: 'No preference stated', Icon: RadioButtonUncheckedIcon, color: 'text.disabled' },
] as const;

function CriterionRow({ c }: { c: MatchCriterion }) {
  return (
    <Box component="li" sx={{ py: 0.75, listStyle: 'none', minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {c.label}
        </Typography>
        {c.kind === 'soft' && <Chip size="small" variant="outlined" label="Preference" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Your deal: {c.deal} · They want: {c.wanted}
      </Typography>
      {c.hint && (
        <Typography variant="body2" color="warning.dark" sx={{ overflowWrap: 'anywhere' }}>
          {c.hint}
        </Typography>
      )}
    </Box>
  );
}

/** "Why this match": the scoring division's criteria, met, missed and unstated; soft ones are preferences. */
export function MatchCriteria({ criteria, company }: { criteria: MatchCriterion[]; company: string }) {
  const headerId = useId();
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headerId} aria-label={`Why this match: ${company}`}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Why this match
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          Every requirement must be met; preferences add to the score.
        </Typography>
        {groups.map(({ outcome, title, Icon, color }) => {
          const rows = criteria.filter((c) => c.outcome === outcome);
          if (rows.length === 0) return null;
          return (
            <Box key={outcome} component="section" aria-label={`${title} criteria`} sx={{ mb: 1 }}>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <Icon fontSize="small" sx={{ color }} />
                <Typography variant="subtitle2" component="h4">
                  {title} ({rows.length})
                </Typography>
              </Stack>
              <Box component="ul" sx={{ m: 0, pl: 3.5 }}>
                {rows.map((c) => (
                  <CriterionRow key={c.criterion} c={c} />
                ))}
              </Box>
            </Box>
          );
        })}
      </AccordionDetails>
    </Accordion>
  );
}
