import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { matchingMessages } from '@dealbook/domain/matching/messages';
import { sourcingApi, sourcingKeys, type DivisionRef, type Industry, type StrategyInfo } from '../../account/sourcing-api';
import { ConfirmDialog, type Confirmation } from '../console/ConfirmDialog';
import { MessageDialog } from '../shared/MessageDialog';
import { useToast } from '../shared/toast';
import { AddDivisionDialog } from './AddDivisionDialog';
import { DivisionList } from './DivisionList';
import { DivisionPanel } from './DivisionPanel';
import { failureText } from './sourcing-rules';

const byName = (a: DivisionRef, b: DivisionRef) => a.name.localeCompare(b.name);
const withDivisions = (info: StrategyInfo | undefined, edit: (industry: Industry) => DivisionRef[]) =>
  info && { ...info, industries: info.industries.map((i) => ({ ...i, divisions: edit(i) })) };

/** The company's sourcing profile: its divisions per industry, and the selected one's criteria to edit. */
export function SourcingProfile({ readOnly }: { readOnly: boolean }) {
  const notify = useToast();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: sourcingKeys.info, queryFn: sourcingApi.info });
  const [chosen, setChosen] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const [adding, setAdding] = useState<Industry | null>(null);
  const [failure, setFailure] = useState<DialogText | null>(null);
  const onChangedChange = useCallback((value: boolean) => setChanged(value), []);

  const industries = info.data?.industries ?? [];
  const divisions = industries.flatMap((industry) => industry.divisions.map((d) => ({ ...d, industry })));
  const selected = divisions.find((d) => d.id === chosen) ?? divisions[0] ?? null;
  // The division shown stays chosen: a division added before it in the list must not take its place.
  const selectedId = selected?.id ?? null;
  useEffect(() => {
    if (selectedId !== null && selectedId !== chosen) setChosen(selectedId);
  }, [selectedId, chosen]);

  const open = (id: string | null) => {
    setChosen(id);
    setChanged(false);
  };
  // Leaving a division with unsaved changes asks first.
  const select = (id: string) => {
    if (id === selected?.id) return;
    if (!changed) return open(id);
    setQuestion({
      title: 'Discard your changes?',
      message: `Your changes to "${selected?.name}" are not saved. Open the other division and lose them?`,
      confirm: 'Discard changes',
      onConfirm: () => open(id),
    });
  };

  const removing = useMutation({
    mutationFn: (division: DivisionRef) => sourcingApi.remove(division.id),
    onSuccess: (_, division) => {
      queryClient.setQueryData<StrategyInfo>(sourcingKeys.info, (old) =>
        withDivisions(old, (i) => i.divisions.filter((d) => d.id !== division.id)),
      );
      void queryClient.invalidateQueries({ queryKey: sourcingKeys.info });
      if (division.id === selected?.id) open(null);
      notify(`Division "${division.name}" deleted`);
    },
    onError: (error) => setFailure(failureText(error, 'The division could not be deleted.')),
  });
  const askDelete = (division: DivisionRef) =>
    setQuestion({
      title: 'Delete this division?',
      message: `"${division.name}" and its criteria will be deleted; matching will no longer consider it. This cannot be undone.`,
      confirm: 'Delete division',
      onConfirm: () => removing.mutate(division),
    });

  const created = (industryId: string, division: DivisionRef) => {
    setAdding(null);
    queryClient.setQueryData<StrategyInfo>(sourcingKeys.info, (old) =>
      withDivisions(old, (i) =>
        i.id === industryId ? [...i.divisions.filter((d) => d.id !== division.id), division].sort(byName) : i.divisions,
      ),
    );
    void queryClient.invalidateQueries({ queryKey: sourcingKeys.info });
    notify(`Division "${division.name}" added`);
    select(division.id);
  };

  return (
    <Card variant="outlined" sx={{ overflow: 'visible' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Sourcing profile
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          What your company lends on or invests in. Deals are matched against each division&apos;s criteria.
        </Typography>
        {info.isPending && <CircularProgress aria-label="Loading sourcing profile" />}
        {info.isError && <Alert severity="error">The sourcing profile could not be loaded.</Alert>}
        {info.data?.company === null && (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/app/profile/user">
                Open your profile
              </Button>
            }
          >
            {matchingMessages.noCompany}
          </Alert>
        )}
        {info.data?.company && divisions.length === 0 && (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Typography>
              Your company has no divisions yet. A division is a lending or investing team with its own criteria (asset class, property
              type, transaction size, territory…); deals are matched to each division.
            </Typography>
            {readOnly && <Typography color="text.secondary">Only the company&apos;s members can add divisions.</Typography>}
          </Stack>
        )}
        {info.data?.company && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, gap: 3 }}>
            <DivisionList
              industries={industries}
              selectedId={selected?.id ?? null}
              readOnly={readOnly}
              onSelect={select}
              onAdd={setAdding}
              onDelete={askDelete}
            />
            {selected && (
              <Box sx={{ minWidth: 0 }}>
                {readOnly && (
                  <Alert severity="info" sx={{ mb: 2 }}>
                    You can review the sourcing profile; auditors change nothing.
                  </Alert>
                )}
                <DivisionPanel
                  id={selected.id}
                  siblings={selected.industry.divisions}
                  readOnly={readOnly}
                  onChangedChange={onChangedChange}
                />
              </Box>
            )}
          </Box>
        )}
      </CardContent>
      {adding && <AddDivisionDialog industry={adding} onClose={() => setAdding(null)} onCreated={(d) => created(adding.id, d)} />}
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
      <MessageDialog text={failure} onClose={() => setFailure(null)} />
    </Card>
  );
}
