import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Grid, Stack, Typography } from '@mui/material';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import type { FieldSpec } from '../../../deals/fields';
import type { BenchmarkButtons } from '../../../calc/benchmark';
import { formatRate } from '../../../calc/benchmark';
import {
  NOT_MEASURED,
  applyGrowth,
  formatRange,
  growthApi,
  growthInputsOf,
  growthMessages,
  growthRanges,
  measuresAny,
  offeredGrowth,
  rentMidpoint,
  saveGrowthInputs,
  savedGrowth,
  type GrowthFigures,
  type GrowthInputs,
  type GrowthKind,
} from '../../../calc/growth';
import type { Patch } from '../../../calc/dialogs';
import { FieldInput } from '../FieldInput';
import { BenchmarkActions, BenchmarkFetching, BenchmarkMessageDialog, useBenchmark } from './useBenchmark';

const fields: FieldSpec[] = [
  {
    key: 'stabilized_noi_growth_rate',
    label: 'Stabilized NOI growth rate (% a year)',
    kind: 'number',
    help: 'Stabilized growth is usually 2 to 3% a year.',
  },
  { key: 'distance_radius_sensitivity', label: 'Radius sensitivity (miles, default 3)', kind: 'number' },
];

type Props = {
  component: SubProperty;
  index: number;
  disabled: BenchmarkButtons | undefined;
  readOnly: boolean;
  onClose: () => void;
  onApply: (patch: Patch) => void;
};

/** Each offered growth range, low to high a year, or 'not measured'. */
function Ranges({ figures, kinds }: { figures: GrowthFigures; kinds: readonly GrowthKind[] }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1 }}>
      {growthRanges(figures, kinds).map((range) => {
        const text = formatRange(range);
        return (
          <Stack key={range.kind} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" variant="body2">
              {range.label}
            </Typography>
            <Typography
              component="dd"
              variant="body1"
              sx={{
                m: 0,
                fontWeight: 600,
                whiteSpace: 'nowrap',
                ...(text === NOT_MEASURED && { fontWeight: 400, color: 'text.secondary', fontStyle: 'italic' }),
              }}
            >
              {text}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The component's growth rate and its operations benchmark (DealComp), found around the saved deal's location. */
export function GrowthDialog({ component, index, disabled, readOnly, onClose, onApply }: Props) {
  const [params] = useSearchParams();
  const [inputs, setInputs] = useState<GrowthInputs>(() => growthInputsOf(component));
  const [takeMidpoint, setTakeMidpoint] = useState(false);
  const { processing, result, message, run, forget, confirm, dismiss } = useBenchmark(() =>
    growthApi.benchmark(params.get('current_deal'), component, inputs),
  );
  const kinds = offeredGrowth(disabled);
  const saved = savedGrowth(component);
  const midpoint = result && kinds.includes('rent') ? rentMidpoint(result) : null;
  const apply = (benchmark: GrowthFigures) => {
    const patch = applyGrowth(inputs, benchmark, kinds, takeMidpoint);
    onApply(patch);
    const rate = (patch.stabilized_noi_growth_rate as number | null | undefined) ?? null;
    confirm(growthMessages.applied(benchmark, kinds, rate, takeMidpoint && midpoint !== null));
  };
  const titleId = `growth-title-${index}`;

  return (
    <>
      <Dialog open={message?.closeAll !== true} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Growth: {component.name || `Component ${index + 1}`}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={1.5}>
            {fields.map((spec) => (
              <Grid key={spec.key} size={{ xs: 12, sm: 6 }}>
                <FieldInput
                  spec={spec}
                  idPrefix={`growth-${index}-`}
                  value={inputs[spec.key as keyof GrowthInputs]}
                  onChange={(value) => {
                    setInputs({ ...inputs, [spec.key]: value });
                    // a benchmark found within another radius would be saved under the wrong one
                    if (spec.key === 'distance_radius_sensitivity') forget();
                  }}
                  readOnly={readOnly}
                />
              </Grid>
            ))}
          </Grid>
          {processing && <BenchmarkFetching />}
          {result && (
            <Box role="status" aria-label="Growth benchmark" sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography variant="caption" color="text.secondary">
                Growth a year, from {result.comparables} comparable {result.comparables === 1 ? 'deal' : 'deals'} within{' '}
                {result.radius_miles} miles
              </Typography>
              <Ranges figures={result} kinds={kinds} />
              {!measuresAny(result, kinds) && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  The comparables record none of these growth rates: there is nothing to apply.
                </Typography>
              )}
              {!readOnly && midpoint !== null && (
                <FormControlLabel
                  sx={{ mt: 1, alignItems: 'flex-start' }}
                  control={
                    <Checkbox checked={takeMidpoint} onChange={(event) => setTakeMidpoint(event.target.checked)} sx={{ pt: 0.25 }} />
                  }
                  label={`Also use the rent growth midpoint, ${formatRate(midpoint)}, as the stabilized NOI growth rate`}
                />
              )}
            </Box>
          )}
          {!result && !processing && saved && (
            <Box
              role="status"
              aria-label="Saved growth benchmark"
              sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Typography variant="caption" color="text.secondary">
                Saved from the last benchmark applied
              </Typography>
              <Ranges figures={saved} kinds={kinds} />
            </Box>
          )}
        </DialogContent>
        <BenchmarkActions
          readOnly={readOnly}
          processing={processing}
          result={result !== null}
          applicable={result !== null && measuresAny(result, kinds)}
          onClose={onClose}
          onSaveInputs={() => onApply(saveGrowthInputs(inputs))}
          onFetch={run}
          onApply={() => result && apply(result)}
        />
      </Dialog>
      <BenchmarkMessageDialog message={message} onDismiss={dismiss} onClose={onClose} />
    </>
  );
}
