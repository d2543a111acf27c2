import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { DataTable, DateField, List, SearchInput, SimpleList, TextField } from 'react-admin';
import { AmountField, HolderField, PayerField, PaymentStatusFilters, PaymentStatusField } from './PaymentFields';
import { amountText, kindLabel, payerOf, statusLabel, type PaymentRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search email" />];

const PaymentsEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <PaymentsIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No payments yet</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      Every charge the card provider makes appears here: first payments, trial ends and renewals, paid or failed, with who paid for a
      colleague&apos;s team plan. A trial charges nothing until it ends.
    </Typography>
  </Stack>
);

const phoneLine = (record: PaymentRecord) => {
  const payer = payerOf(record);
  return `${record.plan_name ?? record.plan_id} · ${kindLabel(record.kind)}${payer ? ` · paid by ${payer}` : ''}`;
};

/** Every charge, newest first, read-only: the card provider makes them, nobody edits them here. */
export const PaymentList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List title="Payments" filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} empty={<PaymentsEmpty />} exporter={false}>
      <PaymentStatusFilters />
      {isSmall ? (
        <SimpleList<PaymentRecord>
          primaryText={(record) => record.email ?? record.user_id}
          secondaryText={phoneLine}
          tertiaryText={(record) => `${amountText(record.amount)} · ${statusLabel(record.status)}`}
          rowClick={false}
        />
      ) : (
        <DataTable<PaymentRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="at" label="Date">
            <DateField source="at" showTime />
          </DataTable.Col>
          <DataTable.Col source="email" label="Email" disableSort>
            <HolderField />
          </DataTable.Col>
          <DataTable.Col source="paid_by_email" label="Paid by" disableSort>
            <PayerField />
          </DataTable.Col>
          <DataTable.Col source="plan_name" label="Plan" disableSort>
            <TextField source="plan_name" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="kind" label="Kind" disableSort render={(record) => kindLabel(record.kind)} />
          <DataTable.Col source="amount" label="Amount" disableSort>
            <AmountField />
          </DataTable.Col>
          <DataTable.Col source="status" label="Status" disableSort>
            <PaymentStatusField />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
