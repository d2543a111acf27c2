import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Dialog, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { capRateMethodologies } from '@dealbook/domain/catalog/options';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import type { FieldSpec } from '../../../deals/fields';
import {
  applyBenchmark,
  exitCapApi,
  exitCapInputsOf,
  exitCapMessages,
  formatRate,
  saveInputs,
  type ExitCapInputs,
  type ValuationBenchmark,
} from '../../../calc/exit-cap';
import type { Patch } from '../../../calc/dialogs';
import { FieldInput } from '../FieldInput';
import { BenchmarkActions, BenchmarkFetching, BenchmarkMessageDialog, useBenchmark } from './useBenchmark';

const fields: FieldSpec[] = [
  { key: 'exit_cap_percentage_min', label: 'Exit Cap Rate (%)', kind: 'number' },
  { key: 'distance_radius_sensitivity', label: 'Radius sensitivity (miles, default 3)', kind: 'number' },
  { key: 'cap_rate_methodology', label: 'Cap rate methodology', kind: 'select', options: capRateMethodologies },
];

type Props = { component: SubProperty; index: number; readOnly: boolean; onClose: () => void; onApply: (patch: Patch) => void };

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Grid size={{ xs: 6, sm: 3 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6">{value}</Typography>
  </Grid>
);

/** The component's exit cap and its valuation benchmark (DealComp), found around the saved deal's location. */
export function ExitCapDialog({ component, index, readOnly, onClose, onApply }: Props) {
  const [params] = useSearchParams();
  const [inputs, setInputs] = useState<ExitCapInputs>(() => exitCapInputsOf(component));
  const { processing, result, message, run, forget, confirm, dismiss } = useBenchmark(() =>
    exitCapApi.benchmark(params.get('current_deal'), component, inputs),
  );
  const apply = (benchmark: ValuationBenchmark) => {
    onApply(applyBenchmark(inputs, benchmark));
    confirm(exitCapMessages.applied(benchmark.cap_rate));
  };

  return (
    <>
      <Dialog open={message?.closeAll !== true} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`exit-cap-title-${index}`}>
        <DialogTitle id={`exit-cap-title-${index}`}>Exit cap: {component.name || `Component ${index + 1}`}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={1.5}>
            {fields.map((spec) => (
              <Grid key={spec.key} size={{ xs: 12, sm: spec.key === 'exit_cap_percentage_min' ? 12 : 6 }}>
                <FieldInput
                  spec={spec}
                  idPrefix={`exit-cap-${index}-`}
                  value={inputs[spec.key as keyof ExitCapInputs]}
                  onChange={(value) => {
                    setInputs({ ...inputs, [spec.key]: value });
                    // a benchmark found with other inputs would be applied under the wrong ones
                    if (spec.key !== 'exit_cap_percentage_min') forget();
                  }}
                  readOnly={readOnly}
                />
              </Grid>
            ))}
          </Grid>
          {processing && <BenchmarkFetching />}
          {result && (
            <Box role="status" aria-label="Valuation benchmark" sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography variant="caption" color="text.secondary">
                Benchmark cap rate ({result.methodology})
              </Typography>
              <Typography variant="h5">{formatRate(result.cap_rate)}</Typography>
              <Grid container spacing={1} sx={{ mt: 1 }}>
                <Figure label="Low" value={formatRate(result.cap_rate_low)} />
                <Figure label="Median" value={formatRate(result.cap_rate_median)} />
                <Figure label="High" value={formatRate(result.cap_rate_high)} />
                <Figure label="Comparables" value={String(result.comparables)} />
              </Grid>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Deals on the platform within {result.radius_miles} miles with a component of this kind.
              </Typography>
            </Box>
          )}
        </DialogContent>
        <BenchmarkActions
          readOnly={readOnly}
          processing={processing}
          result={result !== null}
          onClose={onClose}
          onSaveInputs={() => onApply(saveInputs(inputs))}
          onFetch={run}
          onApply={() => result && apply(result)}
        />
      </Dialog>
      <BenchmarkMessageDialog message={message} onDismiss={dismiss} onClose={onClose} />
    </>
  );
}
