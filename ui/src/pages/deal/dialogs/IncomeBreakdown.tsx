import { Box, Divider, Typography } from '@mui/material';
import type { NoiBreakdown } from '@dealbook/domain/calc/noi';
import { formatCurrency, formatPercent } from '@dealbook/domain/calc/display';

function Line({ label, value, indent = false }: { label: string; value: string; indent?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, pl: indent ? 2 : 0 }}>
      <Typography variant="body2" color={indent ? 'text.secondary' : 'text.primary'}>
        {label}
      </Typography>
      <Typography variant="body2" color={indent ? 'text.secondary' : 'text.primary'} sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** How the engine reaches an NOI from the dialog's inputs: annual figures, with the rates it used. */
export function IncomeBreakdown({ breakdown: b }: { breakdown: NoiBreakdown }) {
  const items = b.expense_items;
  return (
    <Box sx={{ mb: 1 }}>
      <Line label="Effective rent" value={formatCurrency(b.effective_rent)} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ pl: 2 }}>
        Occupancy {formatPercent(b.occupancy_rate)} · credit-loss recovery {formatPercent(b.credit_loss_recovery_rate)}
      </Typography>
      <Line label="Other income" value={formatCurrency(b.other_income)} />
      <Line
        label={b.expense_method === 'detailed' ? 'Expenses (detailed)' : 'Expenses (margin)'}
        value={`−${formatCurrency(b.expenses)}`}
      />
      {items && (
        <>
          <Line indent label="Taxes" value={formatCurrency(items.tax)} />
          <Line indent label="Insurance" value={formatCurrency(items.insurance)} />
          <Line indent label="Maintenance" value={formatCurrency(items.maintenance)} />
        </>
      )}
      {b.net_lease_type && <Line indent label="Lease" value={b.net_lease_type} />}
      <Divider sx={{ my: 0.5 }} />
    </Box>
  );
}
