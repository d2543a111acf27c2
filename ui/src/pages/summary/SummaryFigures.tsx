import type { ReactNode } from 'react';
import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmberRounded';
import type { DealCalculation } from '@dealbook/domain/calc/calculate';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { equityBridge } from '../../calc/equity';
import { keyFigures, sourcesAndUses } from '../../calc/figures';
import { missingInputs } from '../../calc/missing';
import { formatExactMoney, formatMoney } from '../../calc/money';
import { EquityFootnote } from './EquityFootnote';
import { MissingInputs } from './MissingInputs';
import { hasChartValues, ProFormaChart } from './ProFormaChart';
import { BudgetTable, LinesTable, NoiTable, ProFormaTable, ReturnsTable } from './SummaryTables';

/** `hint`: the title's figure in full, on hover. */
const Panel = ({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="h6" component="h2" title={hint} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/**
 * The figures of a deal with components: what is still missing first, then the key figures, the pro forma,
 * sources and uses, budget, NOI and returns. Tables that would hold nothing but $0 are left out; the list of
 * missing inputs says why.
 */
export function SummaryFigures({ dealId, deal, calc }: { dealId: string; deal: Deal; calc: DealCalculation }) {
  const flows = sourcesAndUses(calc);
  const missing = missingInputs(deal as DealInput, calc);
  const invested = calc.deal.returns.levered.invested > 0 || calc.deal.returns.unlevered.invested > 0;
  const earns = calc.components.some((c) => c.effective_rent !== 0 || c.other_income !== 0 || c.expenses !== 0 || c.noi !== 0);
  return (
    <>
      <MissingInputs dealId={dealId} groups={missing} />
      <Box component="dl" aria-label="Key figures" sx={{ m: 0 }}>
        <Grid container spacing={1.5}>
          {keyFigures(calc).map((figure) => (
            <Grid key={figure.label} size={{ xs: 6, sm: 4, md: 2.4 }}>
              <Card variant="outlined" sx={{ height: '100%', ...(figure.flag ? { borderColor: 'warning.main' } : {}) }}>
                <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {figure.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="h6"
                    title={figure.exact}
                    sx={{ m: 0, overflowWrap: 'anywhere', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
                  >
                    {figure.value}
                    {figure.flag && (
                      <WarningIcon color="warning" aria-hidden sx={{ ml: 0.5, verticalAlign: 'text-bottom', fontSize: '1.1em' }} />
                    )}
                  </Typography>
                  {figure.flag && (
                    <Typography component="dd" variant="caption" sx={{ m: 0, display: 'block', color: 'warning.dark' }}>
                      {figure.flag}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Panel title="Pro forma">
        <ProFormaChart years={calc.deal.pro_forma.years} />
        {hasChartValues(calc.deal.pro_forma.years) && (
          <Box sx={{ mt: 2 }}>
            <ProFormaTable calc={calc} />
          </Box>
        )}
      </Panel>
      {flows.total > 0 && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title="Sources">
              <LinesTable label="Sources" lines={flows.sources} total={flows.total} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Panel title="Uses">
              <LinesTable label="Uses" lines={flows.uses} total={flows.total} />
            </Panel>
          </Grid>
        </Grid>
      )}
      <Panel title="Budget by component">
        <BudgetTable calc={calc} />
      </Panel>
      {earns && (
        <Panel
          title={`NOI by component (stabilized ${formatMoney(calc.deal.stabilized_noi)} a year)`}
          hint={formatExactMoney(calc.deal.stabilized_noi)}
        >
          <NoiTable calc={calc} />
        </Panel>
      )}
      {invested && (
        <Panel title="Returns and waterfall">
          <Stack spacing={2}>
            <ReturnsTable calc={calc} />
            <EquityFootnote bridge={equityBridge(calc)} />
          </Stack>
        </Panel>
      )}
    </>
  );
}
