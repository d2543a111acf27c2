import { Box, Typography } from '@mui/material';
import type { EquityBridge } from '../../calc/equity';
import { Money } from './Money';

const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);

/**
 * The footnote under Sources and Returns: from the equity in Sources to the levered equity invested, every
 * line computed from the pro forma (calc/equity.ts).
 */
export function EquityFootnote({ bridge }: { bridge: EquityBridge }) {
  if (bridge.invested === 0 && bridge.source === 0) return null;
  return (
    <Box component="aside" aria-label="Equity reconciliation" sx={{ color: 'text.secondary', typography: 'body2' }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        The equity in Sources, <Money value={bridge.source} />, is the capitalization less the loans. Equity (levered) invested,{' '}
        <Money value={bridge.invested} />, is every negative levered cash flow
        {/* an empty window is said in words: 'in the 0 months after the closing' read as a fault */}
        {bridge.short_months > 0
          ? `: it also pays what the deal cannot in the ${months(bridge.short_months)} after the closing with a negative cash flow.`
          : '. No month after the closing has a negative cash flow, so equity pays nothing after the closing.'}
      </Typography>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          '& td': { py: 0.25, pr: 2, verticalAlign: 'top' },
          '& td:last-of-type': { textAlign: 'right', pr: 0, whiteSpace: 'nowrap' },
        }}
      >
        <tbody>
          <tr>
            <td>Equity in Sources</td>
            <td>
              <Money value={bridge.source} />
            </td>
          </tr>
          {bridge.lines.map((line) => (
            <tr key={line.label}>
              <td>{line.label}</td>
              <td>
                {line.amount >= 0 ? '+' : ''}
                <Money value={line.amount} />
              </td>
            </tr>
          ))}
          <Box component="tr" sx={{ fontWeight: 600, '& td': { borderTop: 1, borderColor: 'divider' } }}>
            <td>Equity (levered) invested</td>
            <td>
              <Money value={bridge.invested} />
            </td>
          </Box>
        </tbody>
      </Box>
    </Box>
  );
}
