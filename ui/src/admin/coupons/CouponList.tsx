import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { CreateButton, DataTable, DateField, List, SimpleList, TopToolbar, useCanAccess } from 'react-admin';
import { DurationField, ExpiryField, PercentField, PlansField } from './CouponFields';
import { durationText, percentText, type CouponRecord } from './types';

/** An auditor creates no coupon: their empty list says what it will hold, not what to do. */
const CouponsEmpty = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: 'coupons', action: 'create' });
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 8, px: 2, textAlign: 'center', width: '100%' }}>
      <LocalOfferIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6">No coupons yet</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
        {canCreate
          ? 'Create a coupon code to take a percentage off a subscription: once, for some months or forever, on every plan or on some.'
          : 'The coupon codes admins create will appear here, with their discount, how long it lasts and the plans it applies to.'}
      </Typography>
      <CreateButton label="Create a coupon" variant="contained" />
    </Stack>
  );
};

/** Coupons are created once and never changed: the list and show pages only read. */
export const CouponList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Coupons"
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      empty={<CouponsEmpty />}
      exporter={false}
      // On a phone the create button floats over the list; an empty toolbar would only take room.
      actions={
        isSmall ? (
          false
        ) : (
          <TopToolbar>
            <CreateButton label="Create a coupon" />
          </TopToolbar>
        )
      }
    >
      {isSmall ? (
        <>
          <SimpleList<CouponRecord>
            primaryText={(record) => record.id}
            secondaryText={(record) => `${percentText(record)} · ${durationText(record)}`}
            rowClick="show"
          />
          <CreateButton label="Create a coupon" />
        </>
      ) : (
        // The server sorts by code, discount and creation time only.
        <DataTable<CouponRecord> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" label="Code" />
          <DataTable.Col source="percent_off" label="Discount">
            <PercentField />
          </DataTable.Col>
          <DataTable.Col source="duration" label="Duration" disableSort>
            <DurationField />
          </DataTable.Col>
          <DataTable.Col source="plans" label="Plans" disableSort>
            <PlansField />
          </DataTable.Col>
          <DataTable.Col source="expires_at" label="Expires" disableSort>
            <ExpiryField />
          </DataTable.Col>
          <DataTable.Col source="at" label="Created">
            <DateField source="at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
