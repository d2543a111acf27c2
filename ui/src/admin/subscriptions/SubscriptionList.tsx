import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import { DataTable, DateField, List, SearchInput, SimpleList, TextField } from 'react-admin';
import { DiscountField, PriceField, StatusQuickFilters, SubscriberField, SubscriptionStatusField } from './SubscriptionFields';
import { priceText, statusLabel, termLabel, type SubscriptionRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search plan name" />];

const SubscriptionsEmpty = () => (
  <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
    <CardMembershipIcon color="disabled" sx={{ fontSize: 56 }} />
    <Typography variant="h6">No subscriptions yet</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
      When someone chooses a plan, their subscription appears here with its price, its status (trial, active, cancelled or ended), the end
      of the period paid for and the coupon or referral discount it started with.
    </Typography>
  </Stack>
);

/** Every subscription, read-only: subscribers change their own through the subscription page. */
export const SubscriptionList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Subscriptions"
      filters={filters}
      sort={{ field: 'updated_at', order: 'DESC' }}
      perPage={25}
      empty={<SubscriptionsEmpty />}
      exporter={false}
    >
      <StatusQuickFilters />
      {isSmall ? (
        <SimpleList<SubscriptionRecord>
          primaryText={(record) => record.email ?? record.user_id}
          secondaryText={(record) => `${record.plan_name ?? 'No plan'} · ${priceText(record)}`}
          tertiaryText={(record) => statusLabel(record.status)}
          rowClick="show"
        />
      ) : (
        // The server sorts by update, start, status and plan name only.
        <DataTable<SubscriptionRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="email" label="Subscriber" disableSort>
            <SubscriberField />
          </DataTable.Col>
          <DataTable.Col source="plan_name" label="Plan">
            <TextField source="plan_name" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="term" label="Term" disableSort render={(record) => termLabel(record.term)} />
          <DataTable.Col source="amount" label="Price" disableSort>
            <PriceField />
          </DataTable.Col>
          <DataTable.Col source="status" label="Status">
            <SubscriptionStatusField />
          </DataTable.Col>
          <DataTable.Col source="current_period_end" label="Period end" disableSort>
            <DateField source="current_period_end" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="coupon" label="Coupon / referral" disableSort>
            <DiscountField />
          </DataTable.Col>
          <DataTable.Col source="updated_at" label="Updated">
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
