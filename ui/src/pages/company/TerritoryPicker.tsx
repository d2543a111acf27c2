import { memo } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { StrategyOption } from '@dealbook/domain/matching/selection';

type Props = {
  label: string;
  options: StrategyOption[];
  /** Called with the group name 'Territory', as OptionGroup does. */
  onToggle: (name: string, value: string) => void;
  /** Selects (or, when all are selected, clears) every territory of the region. */
  onRegion: (region: string, selected: boolean) => void;
  readOnly: boolean;
};

const regionOrder = ['Northeast', 'Midwest', 'South', 'West', 'Territories'];
const rank = (region: string) => (regionOrder.includes(region) ? regionOrder.indexOf(region) : regionOrder.length);
export const regionOf = (o: StrategyOption) => (typeof o.countryregion === 'string' ? o.countryregion : 'Other');

/** The territories (states) grouped by their `countryregion`, each region folding, with a select-all per region. */
export const TerritoryPicker = memo(function TerritoryPicker({ label, options, onToggle, onRegion, readOnly }: Props) {
  const regions = [...new Set(options.map(regionOf))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const selected = options.filter((o) => o.selected).length;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        {label}
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          · {selected === 0 ? 'no preference' : `${selected} selected`}
        </Typography>
      </Typography>
      {regions.map((region) => {
        const inRegion = options.filter((o) => regionOf(o) === region);
        const count = inRegion.filter((o) => o.selected).length;
        const all = count === inRegion.length;
        return (
          <Accordion key={region} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, gap: 1 } }}>
              <Typography sx={{ fontWeight: 500 }}>{region}</Typography>
              <Typography color="text.secondary">
                {count} of {inRegion.length}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={all}
                    indeterminate={count > 0 && !all}
                    disabled={readOnly}
                    onChange={() => onRegion(region, !all)}
                  />
                }
                label={`All of ${region}`}
                sx={{ mb: 0.5, '& .MuiFormControlLabel-label': { fontWeight: 500 } }}
              />
              <Box
                role="group"
                aria-label={`${region} territories`}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
                  columnGap: 1,
                }}
              >
                {inRegion.map((o) => (
                  <FormControlLabel
                    key={o.value}
                    sx={{ mr: 0, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                    control={
                      <Checkbox size="small" checked={o.selected} disabled={readOnly} onChange={() => onToggle('Territory', o.value)} />
                    }
                    label={o.label}
                  />
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
});
