import type { MouseEvent } from 'react';
import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, type HttpError } from 'react-admin';
import type { DealbookDataProvider } from '../../providers/dataProvider';
import { personOf, type CompanyRequestRecord } from './types';

/**
 * Approves or declines a pending request to join a company, as an admin (the company's managers answer
 * theirs on their profile). Auditors, who change nothing, never see the buttons.
 */
export const ResolveRequestButtons = () => {
  const record = useRecordContext<CompanyRequestRecord>();
  const dataProvider = useDataProvider<DealbookDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const canResolve = useCanAccess({ resource: 'company-requests', action: 'resolve' }).canAccess === true;
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'approve' | 'decline' }) =>
      dataProvider.command(`/api/admin/company-requests/${encodeURIComponent(id)}/${answer}`),
    onSuccess: (_, { answer }) => {
      const who = record ? personOf(record) : 'The person';
      notify(answer === 'approve' ? `${who} is a member of ${record?.company_name} now` : `${who}’s request is declined`, {
        type: 'success',
      });
      refresh();
    },
    onError: (error: HttpError) => notify(error.message || 'The request could not be answered.', { type: 'error' }),
  });
  if (!record || record.status !== 'pending' || !canResolve) return null;
  // Inside a clickable row: answering must not also open the request.
  const answer = (value: 'approve' | 'decline') => (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    mutate({ id: record.id, answer: value });
  };
  const who = personOf(record);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'nowrap' }}>
      <Button size="small" variant="contained" onClick={answer('approve')} disabled={isPending} aria-label={`Approve ${who}`}>
        Approve
      </Button>
      <Button size="small" variant="outlined" onClick={answer('decline')} disabled={isPending} aria-label={`Decline ${who}`}>
        Decline
      </Button>
    </Stack>
  );
};
