import type { MouseEvent } from 'react';
import { Button } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, type HttpError } from 'react-admin';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import type { CompanyRecord } from './types';

/** Confirming is an admin's write: auditors (read-only) never see the button. */
export const useCanConfirmCompanies = () => useCanAccess({ resource: 'companies', action: 'confirm' }).canAccess === true;

/**
 * Confirms a ghost company (the `ConfirmCompany` command). The data provider remembers the write's
 * position, so the refreshed list waits for the read model and shows the company confirmed.
 */
export const ConfirmCompanyButton = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const record = useRecordContext<CompanyRecord>();
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const canConfirm = useCanConfirmCompanies();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: string) => dataProvider.command(`/api/admin/companies/${encodeURIComponent(id)}/confirm`, undefined, 'PUT'),
    onSuccess: () => {
      notify(`${record?.name ?? 'The company'} is confirmed`, { type: 'success' });
      refresh();
    },
    onError: (error: HttpError) => notify(error.message || 'The company could not be confirmed.', { type: 'error' }),
  });
  if (!record || !record.company_ghost || !canConfirm) return null;
  // Inside a clickable row: confirming must not also open the company.
  const confirm = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    mutate(record.id);
  };
  return (
    <Button
      size={size}
      variant="outlined"
      startIcon={<VerifiedIcon />}
      onClick={confirm}
      disabled={isPending}
      aria-label={`Confirm company ${record.name}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Confirm company
    </Button>
  );
};
