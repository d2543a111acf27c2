import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Grid, Stack, Typography } from '@mui/material';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { timingFields, type FieldSpec } from '../../deals/fields';
import type { ComponentTiming as Timing } from '../../calc/timing';

/** The fields a linked component takes from its parent when the user answers the shorter-than-parent question. */
const PARENT_PERIODS = [
  'construction_period',
  'construction_period_time_units',
  'stabilization_period',
  'stabilization_period_time_units',
] as const;

type Props = {
  component: SubProperty;
  parent: SubProperty | undefined;
  timing: Timing | undefined;
  readOnly: boolean;
  input: (spec: FieldSpec) => React.ReactNode;
  onApply: (patch: Partial<SubProperty>) => void;
};

/**
 * A component's phases and disposition date: the window the date rules allow under the date, a
 * date the calculations ignore, and the question asked of a linked component built or stabilized faster than
 * its parent, with the answer that takes the parent's periods.
 */
export function ComponentTiming({ component, parent, timing, readOnly, input, onApply }: Props) {
  const [kept, setKept] = useState(false);
  const shorter = timing?.warnings.find((w) => w.code === 'shorter_than_parent');
  const parentName = parent?.name || 'its parent';
  return (
    <Box component="section" aria-label={`Timing of ${component.name || 'the component'}`} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Timing
      </Typography>
      <Grid container spacing={1.5}>
        {timingFields.map((spec) => (
          <Grid key={spec.key} size={{ xs: spec.width === 8 ? 7 : spec.width === 4 ? 5 : 12, sm: spec.width }}>
            {input(spec.key === 'hold_date' && timing ? { ...spec, help: timing.range } : spec)}
          </Grid>
        ))}
      </Grid>
      {shorter && !kept && (
        <Alert
          severity="warning"
          sx={{ mt: 1.5 }}
          action={
            !readOnly &&
            parent && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5}>
                <Button color="inherit" size="small" onClick={() => setKept(true)}>
                  Yes, sooner
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => onApply(Object.fromEntries(PARENT_PERIODS.map((key) => [key, parent[key] ?? null])))}
                >
                  Use the periods of {parentName}
                </Button>
              </Stack>
            )
          }
        >
          <AlertTitle>{shorter.title}</AlertTitle>
          {shorter.message}
        </Alert>
      )}
    </Box>
  );
}
