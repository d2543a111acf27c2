import { Box } from '@mui/material';
import { formatExactMoney, formatMoney } from '../../calc/money';

/** An amount by the one money rule (k, M or B to two decimals, trailing zeros trimmed), the exact figure on hover. */
export const Money = ({ value, strong = false }: { value: number; strong?: boolean }) => (
  <Box component={strong ? 'strong' : 'span'} title={formatExactMoney(value)}>
    {formatMoney(value)}
  </Box>
);
