import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { useToast } from '../shared/toast';
import { profileNeeded, unlockFailure, type UnlockFailure } from './failures';
import { modelApi, modelKeys, type ModelStatus } from './model-api';

/**
 * Unlocking a deal's model by payment: the coupon typed next to the price, the payment dialog, the profile
 * dialog. `onUnlocked` follows each unlock (the panel then builds).
 */
export function useUnlock(dealId: string, onUnlocked: () => void) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const [coupon, setCoupon] = useState('');
  const [paying, setPaying] = useState(false);
  /** The price after the coupon, as the server worked it out; null while no coupon was taken off. */
  const [due, setDue] = useState<number | null>(null);
  const [profile, setProfile] = useState<DialogText | null>(null);

  const unlocked = (status?: ModelStatus) => {
    if (status) queryClient.setQueryData(modelKeys.status(dealId), status);
    void queryClient.invalidateQueries({ queryKey: modelKeys.all(dealId) });
    setPaying(false);
    onUnlocked();
  };

  /** What a refusal does outside the card dialog; answers a message for the card dialog, if any. */
  const refused = (failure: UnlockFailure) => {
    switch (failure.kind) {
      case 'profile':
        setPaying(false);
        return setProfile(failure.dialog);
      case 'card':
        setDue(failure.price_cents ?? null);
        return setPaying(true);
      case 'unlocked':
        return unlocked();
      case 'coupon':
        // A refused coupon is a toast, and the code is cleared: the full price is due again.
        notify(failure.message, 'error');
        setDue(null);
        return setCoupon('');
      case 'message':
        return failure;
      default: {
        const _exhaustive: never = failure;
        return _exhaustive;
      }
    }
  };

  // Without a card first: a coupon may bring the price to 0 ('Free Download'); otherwise the server asks for one.
  const free = useMutation({
    mutationFn: () => modelApi.unlock(dealId, { coupon_code: coupon }),
    onSuccess: (status) => unlocked(status),
    onError: (error) => {
      const shown = refused(unlockFailure(error));
      if (shown) notify(shown.message, 'error');
    },
  });

  return {
    coupon,
    setCoupon,
    paying,
    due,
    profile,
    closeProfile: () => setProfile(null),
    closePayment: () => {
      setPaying(false);
      setDue(null);
    },
    pending: free.isPending,
    unlocked,
    refused,
    start: (status: ModelStatus) => {
      if (!status.profile_complete) setProfile(profileNeeded(status.profile_missing));
      else if (coupon.trim() || status.price_cents === 0) free.mutate();
      else setPaying(true);
    },
  };
}

export type Unlock = ReturnType<typeof useUnlock>;
