import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { modelMessages } from './failures';
import type { ModelStatus } from './model-api';
import { limitReached, RefusalAlert } from './ModelNotices';
import type { Unlock } from './useUnlock';

type Props = { status: ModelStatus; canAct: boolean; unlock: Unlock };

/** The price of a locked model, the coupon and 'Unlock Model'; the plan's limit when it is what locks it. */
export function LockedModel({ status, canAct, unlock }: Props) {
  const atLimit = status.quota !== null && status.quota.left <= 0;
  const free = status.price_cents === 0;
  return (
    <Stack spacing={2}>
      {atLimit && <RefusalAlert failure={limitReached} />}
      <Box>
        <Typography variant="h5" component="p" data-testid="model-price">
          {free ? modelMessages.free : status.price_label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {atLimit ? 'Or buy the model of this deal on its own: ' : ''}one payment per deal, later versions rebuilt at no extra cost.
        </Typography>
      </Box>
      {canAct ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label="Coupon code (optional)"
            value={unlock.coupon}
            // Coupon codes go in uppercase; show them as they will be sent.
            onChange={(event) => unlock.setCoupon(event.target.value.toUpperCase())}
            disabled={unlock.pending}
            slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
          />
          <Button
            variant="contained"
            startIcon={unlock.pending ? <CircularProgress size={16} color="inherit" aria-label="Unlocking" /> : <LockIcon />}
            disabled={unlock.pending}
            onClick={() => unlock.start(status)}
            sx={{ flexShrink: 0 }}
          >
            Unlock Model
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          The deal&apos;s owner and its editors can unlock and build its Excel model.
        </Typography>
      )}
    </Stack>
  );
}
