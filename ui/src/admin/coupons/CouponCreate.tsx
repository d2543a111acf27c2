import { Typography } from '@mui/material';
import { Create, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { CouponInputs } from './CouponInputs';
import { couponBody, type CouponFormValues, type CouponRecord } from './types';

const CouponToolbar = () => (
  <Toolbar>
    <SaveButton label="Create coupon" />
  </Toolbar>
);

/**
 * An admin's new coupon. A code is created once: the server answers a taken one with 409 COUPON_EXISTS and
 * its message, which react-admin's default error handling shows as a notification.
 */
export const CouponCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<CouponRecord>
      title="Create a coupon"
      transform={(values: CouponFormValues) => couponBody(values)}
      mutationOptions={{
        onSuccess: (coupon) => {
          notify(`Coupon ${coupon.id} created`, { type: 'success' });
          redirect('show', 'coupons', coupon.id);
        },
      }}
    >
      <SimpleForm noValidate toolbar={<CouponToolbar />} defaultValues={{ duration: 'once', plans: [], expires_at: null }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560, mb: 1 }}>
          Customers type the code on the subscription page to take a percentage off their plan. A coupon cannot be changed once created.
        </Typography>
        <CouponInputs />
      </SimpleForm>
    </Create>
  );
};
