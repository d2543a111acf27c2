import { useState } from 'react';
import { Button } from '@mui/material';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useCanAccess, useDataProvider, useNotify, useRefresh, type HttpError } from 'react-admin';
import type { DealbookDataProvider } from '../../providers/dataProvider';

type SeedOutcome = { companies: number; divisions: number; people: number };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Loads the demo lenders and investors (`POST /api/admin/demo/providers`, the same as `npm run seed:demo`) so
 * a deal has providers to match. An admin's write: auditors never see the button.
 */
export const DemoProvidersButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
  const { canAccess } = useCanAccess({ resource: 'divisions', action: 'create' });
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.command<SeedOutcome>('/api/admin/demo/providers', undefined, 'POST'),
    onSuccess: ({ data }) => {
      notify(`Loaded ${plural(data.companies, 'company', 'companies')}, ${plural(data.divisions, 'division', 'divisions')}`, {
        type: 'success',
      });
      refresh();
    },
    onError: (error: HttpError) => notify(error.message || 'The demo capital providers could not be loaded.', { type: 'error' }),
  });
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" variant={variant} startIcon={<GroupAddIcon />} onClick={() => setConfirming(true)} disabled={isPending}>
        Load demo capital providers
      </Button>
      <Confirm
        isOpen={confirming}
        title="Load demo capital providers?"
        content="This adds 8 demo lender and investor companies with their sourcing profiles, so deals have providers to match. Their people are ghost accounts that receive no mail. Running it again adds nothing."
        confirm="Load"
        onConfirm={() => {
          setConfirming(false);
          mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
