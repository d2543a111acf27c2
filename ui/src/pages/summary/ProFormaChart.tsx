import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ProFormaYear } from '@dealbook/domain/calc/annual';
import { chartGeometry } from '../../calc/figures';
import { formatExactMoney, formatMoney } from '../../calc/money';

const PAD = { top: 12, bottom: 24, left: 56 };

/** Whether the chart would draw anything: an axis from $0 to $0 says nothing. */
export const hasChartValues = (years: readonly ProFormaYear[]) => years.some((y) => y.levered_cash_flow !== 0 || y.noi !== 0);

/**
 * The annual pro forma drawn as SVG: levered cash flow as bars, NOI as a line, on one scale through zero.
 * Without a value other than zero, a sentence says so instead.
 */
export function ProFormaChart({ years }: { years: readonly ProFormaYear[] }) {
  const theme = useTheme();
  // A narrower drawing on a phone keeps its labels readable once scaled to the screen.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (!hasChartValues(years))
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No chart yet: the levered cash flow and the NOI are $0 in every year.
      </Typography>
    );
  const WIDTH = phone ? 360 : 640;
  const HEIGHT = phone ? 200 : 220;
  const plotWidth = WIDTH - PAD.left;
  const chart = chartGeometry(years, plotWidth, HEIGHT);
  const positive = theme.palette.primary.main;
  const negative = theme.palette.error.light;
  const noi = theme.palette.warning.main;
  const path = chart.line.map((p, i) => `${i === 0 ? 'M' : 'L'}${(p.x + PAD.left).toFixed(1)},${(p.y + PAD.top).toFixed(1)}`).join(' ');
  return (
    <Box>
      <Box
        component="svg"
        role="img"
        aria-label="Pro forma chart: levered cash flow and NOI by year"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + PAD.top + PAD.bottom}`}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
          {formatMoney(chart.max)}
        </text>
        <text x={PAD.left - 6} y={PAD.top + HEIGHT} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
          {formatMoney(chart.min)}
        </text>
        {chart.max > 0 && chart.min < 0 && (
          <text x={PAD.left - 6} y={PAD.top + chart.zeroY + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
            $0
          </text>
        )}
        {chart.bars.map((bar) => (
          <g key={bar.year}>
            <rect
              x={bar.x + PAD.left}
              y={bar.y + PAD.top}
              width={chart.barWidth}
              height={Math.max(bar.height, 0.5)}
              fill={bar.value < 0 ? negative : positive}
            >
              <title>{`Year ${bar.year}: ${formatExactMoney(bar.value)}`}</title>
            </rect>
            <text
              x={bar.x + PAD.left + chart.barWidth / 2}
              y={HEIGHT + PAD.top + 16}
              textAnchor="middle"
              fontSize="11"
              fill={theme.palette.text.secondary}
            >
              {bar.year}
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={WIDTH} y1={chart.zeroY + PAD.top} y2={chart.zeroY + PAD.top} stroke={theme.palette.divider} />
        {chart.line.length > 1 && <path d={path} fill="none" stroke={noi} strokeWidth="2.5" />}
        {chart.line.map((p, i) => (
          <circle key={i} cx={p.x + PAD.left} cy={p.y + PAD.top} r="3" fill={noi} />
        ))}
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        <Legend color={positive} label="Levered cash flow (year 0 = closing)" />
        <Legend color={noi} label="NOI" />
      </Stack>
    </Box>
  );
}

const Legend = ({ color, label }: { color: string; label: string }) => (
  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
    <Box sx={{ width: 12, height: 12, bgcolor: color, borderRadius: 0.5 }} />
    <Typography variant="caption">{label}</Typography>
  </Stack>
);
