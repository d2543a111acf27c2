import { useState } from 'react';
import { Alert, Box, Button, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { LiveCalculation } from './live';
import type { MissingGroup } from './missing';

/** The height of the rail's bar on a phone: the page keeps this much room below its content. */
export const PHONE_BAR_HEIGHT = 56;

type Props = {
  live: LiveCalculation;
  onGoTo: (section: string, field: string) => void;
  /** Why the figures wait (an input that is not a number, or out of bounds); null when they are live. */
  paused?: string | null;
};

const missingCount = (groups: readonly MissingGroup[]) => groups.reduce((n, g) => n + g.inputs.length, 0);

function Figures({ live }: { live: LiveCalculation }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.75 }}>
      {live.figures.map((figure) => (
        <Box key={figure.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" id={`rail-${figure.key}`}>
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            aria-labelledby={`rail-${figure.key}`}
            title={figure.exact}
            sx={{ m: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Missing({ groups, onGoTo }: { groups: readonly MissingGroup[]; onGoTo: Props['onGoTo'] }) {
  if (groups.length === 0)
    return (
      <Typography variant="body2" color="success.main">
        Nothing missing: every input the figures need is entered.
      </Typography>
    );
  return (
    <Stack spacing={1} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {groups.map((group) => (
        <Box component="li" key={group.section}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {group.title}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {group.inputs.map((input) => (
              <Typography component="li" variant="body2" key={input.field}>
                <Link
                  href={`#${input.field}`}
                  aria-label={`${input.label}, ${group.title}`}
                  title={input.effect}
                  onClick={(event) => {
                    event.preventDefault();
                    onGoTo(input.section, input.field);
                  }}
                >
                  {input.label}
                </Link>
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The deal's figures as typed, beside the form: a sticky column from the md breakpoint, a bar fixed at the
 * bottom of a phone's screen that shows the levered IRR and capitalization and opens onto the full list.
 */
export function FiguresRail({ live: computed, onGoTo, paused = null }: Props) {
  const [open, setOpen] = useState(false);
  // Figures of a deal with an invalid input would be figures of some other deal: none is shown.
  const live = paused ? { ...computed, figures: computed.figures.map((f) => ({ key: f.key, label: f.label, value: '—' })) } : computed;
  const missing = missingCount(live.missing);
  const figure = (key: string) => live.figures.find((f) => f.key === key)?.value ?? '—';
  return (
    <Paper
      component="aside"
      aria-label="Live figures"
      variant="outlined"
      sx={{
        position: { xs: 'fixed', md: 'sticky' },
        left: { xs: 0, md: 'auto' },
        right: { xs: 0, md: 'auto' },
        bottom: { xs: 0, md: 'auto' },
        top: { md: 16 },
        zIndex: { xs: 1100, md: 'auto' }, // the app bar's: above the form's floating labels
        borderRadius: { xs: 0, md: 2 },
        borderWidth: { xs: '1px 0 0', md: 1 },
        boxShadow: { xs: 8, md: 'none' },
        maxHeight: { xs: '70dvh', md: 'calc(100dvh - 32px)' },
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="live-figures-details"
        endIcon={open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
        color="inherit"
        sx={{
          display: { xs: 'flex', md: 'none' },
          minHeight: PHONE_BAR_HEIGHT,
          px: 2,
          justifyContent: 'space-between',
          textTransform: 'none',
        }}
      >
        <Typography component="span" variant="body2" sx={{ textAlign: 'left' }}>
          {paused ? (
            <Typography component="span" variant="body2" color="warning.main">
              Figures wait for a field to be fixed
            </Typography>
          ) : (
            <>
              Levered IRR <b>{figure('levered_irr')}</b> · Cap. <b>{figure('capitalization')}</b>
            </>
          )}
          {missing > 0 && (
            <Typography component="span" variant="body2" color="warning.main">
              {' '}
              · {missing} missing
            </Typography>
          )}
        </Typography>
      </Button>
      <Box
        id="live-figures-details"
        sx={{ display: { xs: open ? 'block' : 'none', md: 'block' }, minHeight: 0, overflowY: 'auto', p: 2, pt: { xs: 0, md: 2 } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, display: { xs: 'none', md: 'block' } }}>
          Live figures
        </Typography>
        {paused ? (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            The figures wait: {paused}
          </Alert>
        ) : (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
            Calculated in your browser as you type{live.calc ? '' : ': not calculable yet'}.
          </Typography>
        )}
        <Figures live={live} />
        <Divider sx={{ my: 1.5 }} />
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          What is still missing{missing > 0 ? ` (${missing})` : ''}
        </Typography>
        <Missing
          groups={live.missing}
          onGoTo={(section, field) => {
            setOpen(false); // on a phone the list would cover the field it leads to
            onGoTo(section, field);
          }}
        />
      </Box>
    </Paper>
  );
}
