import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { DashboardSeries } from './types';

const WIDTH = 300;
const HEIGHT = 64;
const PAD = { top: 4, bottom: 16 };

/** One series as small daily bars on plain SVG; each bar's day and count is its tooltip. */
export function SeriesChart({ series, label }: { series: DashboardSeries; label: string }) {
  const theme = useTheme();
  const days = series.days;
  const max = Math.max(1, ...days.map((d) => d.n));
  const slot = WIDTH / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const muted = theme.palette.text.secondary;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`${label} per day, ${days[0]?.day ?? ''} to ${days.at(-1)?.day ?? ''}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT + PAD.top + PAD.bottom}`}
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      {days.map((d, i) => {
        // An empty day still shows as a sliver on the baseline, so the window's length reads at a glance.
        const height = Math.max((d.n / max) * HEIGHT, 1);
        return (
          <rect
            key={d.day}
            x={i * slot + (slot - barWidth) / 2}
            y={PAD.top + HEIGHT - height}
            width={barWidth}
            height={height}
            fill={d.n > 0 ? theme.palette.primary.main : theme.palette.divider}
          >
            <title>{`${d.day}: ${d.n}`}</title>
          </rect>
        );
      })}
      <line x1={0} x2={WIDTH} y1={PAD.top + HEIGHT} y2={PAD.top + HEIGHT} stroke={theme.palette.divider} />
      <text x={0} y={HEIGHT + PAD.top + 13} fontSize="10" fill={muted}>
        {days[0]?.day.slice(5)}
      </text>
      <text x={WIDTH} y={HEIGHT + PAD.top + 13} fontSize="10" textAnchor="end" fill={muted}>
        {days.at(-1)?.day.slice(5)}
      </text>
    </Box>
  );
}
