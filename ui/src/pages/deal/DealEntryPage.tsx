import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import EventIcon from '@mui/icons-material/Event';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages } from '@dealbook/domain/deals/messages';
import type { User } from '../../providers/authProvider';
import { dealsApi } from '../../deals/api';
import { dealFailure } from '../../deals/failures';
import { validateDeal, type FieldErrors } from '../../deals/form';
import { AppLayout } from '../shared/AppLayout';
import { MessageDialog } from '../shared/MessageDialog';
import { ConfirmDialog } from '../console/ConfirmDialog';
import { AsOfDialog } from './AsOfDialog';
import { DealAudience } from './DealAudience';
import { DealForm } from './DealForm';
import { entryViewOf, entryViews } from './entryViews';
import { FieldHistoryDialog, type FieldRef } from './FieldHistoryDialog';
import { SummaryDialog, summaryPath } from './SummaryDialog';
import { useDealForm, type DraftDeal } from './useDealForm';
import { useLeavePrompt } from './useLeavePrompt';
import { formatTime, VersionsDialog } from './VersionsDialog';

const matchedNote = 'This deal is shared with capital providers, so it opens read-only.';
const readOnlyNote = (user: User, role: string | undefined) => {
  if (user.auditor) return 'You are signed in as an auditor: you can view this deal and change nothing.';
  return role === 'admin'
    ? 'You can view this deal; it belongs to someone else, so it opens read-only.'
    : 'You can view this deal; its owner has not given you permission to edit it.';
};

function DealEntry({ user }: { user: User }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<DialogText | null>(null);
  const onMessage = useCallback((text: DialogText) => setMessage(text), []);
  const form = useDealForm({ dealId: params.get('current_deal'), partialId: params.get('partial_id') }, onMessage);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<DraftDeal | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [history, setHistory] = useState<FieldRef | null>(null);
  const [asOfOpen, setAsOfOpen] = useState(false);
  const [asOf, setAsOf] = useState<{ at: Date; deal: Deal | null } | null>(null);

  const access = form.access;
  const canEdit = access?.can.edit ?? true;
  const view = entryViewOf(
    params.get('current_deal_view'),
    { exists: form.dealId !== null, hasMatchedUsers: form.deal.has_matched_users === true, canEdit },
    user.admin,
  );
  const readOnly = view === 'viewing' || asOf !== null;
  const name = form.deal.project_name || 'this deal';
  const leave = useLeavePrompt(form.dirty && !readOnly);

  const save = async () => {
    if (view === 'viewing') return form.dealId ? navigate(summaryPath(form.dealId)) : setSummary(form.deal);
    const found = validateDeal(form.deal);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0]!.replace(/^sub_properties\.(\d+)\./, 'c$1-'))?.focus();
      return;
    }
    const id = await form.save();
    if (!id) return;
    // The entry URL names the deal first, so Back from the summary returns to this deal, not a blank form.
    if (params.get('current_deal') !== id)
      navigate(`/app/deals/project?current_deal=${encodeURIComponent(id)}&current_deal_view=editing`, { replace: true });
    navigate(summaryPath(id));
  };

  const showAsOf = async (at: Date) => {
    setAsOfOpen(false);
    if (!form.dealId) return;
    try {
      setAsOf({ at, deal: await dealsApi.asOf(form.dealId, at.toISOString()) });
    } catch (error) {
      setMessage(dealFailure('load', error));
    }
  };
  const closeVersions = useCallback(() => setVersionsOpen(false), []);
  const shown = asOf ? (asOf.deal ?? {}) : form.deal;

  if (form.state === 'loading') return <CircularProgress aria-label="Loading deal" />;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {entryViews[view].header}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            {form.deal.project_name || 'New deal'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {form.dealId ? (form.dirty ? 'Unsaved changes' : 'All changes saved') : form.partialId ? 'Draft autosaved' : 'Not saved yet'}
          </Typography>
        </Box>
        {form.dealId && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setVersionsOpen(true)}>
              Versions
            </Button>
            <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setAsOfOpen(true)}>
              As of…
            </Button>
          </Stack>
        )}
      </Stack>
      {form.dealId && form.state === 'ready' && <DealAudience dealId={form.dealId} deal={form.deal} me={user.id} />}
      {view === 'viewing' && <Alert severity="info">{canEdit ? matchedNote : readOnlyNote(user, access?.role)}</Alert>}
      {asOf && (
        <Alert severity="warning" action={<Button onClick={() => setAsOf(null)}>Back to current</Button>}>
          Read-only: the deal as it was on {formatTime(asOf.at.toISOString())}.{asOf.deal ? '' : ' It did not exist yet.'}
        </Alert>
      )}
      {form.state === 'failed' && <Alert severity="error">This deal could not be loaded.</Alert>}
      {form.state === 'ready' && (
        <DealForm
          deal={shown}
          onChange={form.change}
          onBlur={() => void form.blur()}
          readOnly={readOnly}
          errors={errors}
          onHistory={form.dealId && !asOf ? (path, label) => setHistory({ path, label }) : undefined}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={() => leave.request('/app/console')}>Back to console</Button>
        {!asOf && (
          <Button variant="contained" size="large" onClick={() => void save()} disabled={form.saving || form.state !== 'ready'}>
            {entryViews[view].button}
          </Button>
        )}
      </Stack>
      <SummaryDialog deal={summary} dealId={form.dealId} onClose={() => setSummary(null)} />
      <VersionsDialog
        dealId={versionsOpen ? form.dealId : null}
        onClose={closeVersions}
        onMessage={onMessage}
        onRestored={() => void form.reload()}
        canRestore={access?.can.restore ?? true}
      />
      <FieldHistoryDialog dealId={form.dealId} field={history} onClose={() => setHistory(null)} />
      <AsOfDialog open={asOfOpen} onClose={() => setAsOfOpen(false)} onShow={(at) => void showAsOf(at)} />
      <ConfirmDialog
        question={
          leave.pending
            ? {
                title: 'Leave without saving?',
                message: dealMessages.unsavedChanges.message(name),
                confirm: 'Leave',
                onConfirm: leave.leave,
              }
            : null
        }
        onClose={leave.stay}
      />
      <MessageDialog text={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}

/** An auditor creates no deal: without one to open, deal entry has nothing to show them. */
const NothingToCreate = () => (
  <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
    <Alert severity="info">You are signed in as an auditor: you review deals and create none. Open a deal from your console instead.</Alert>
    <Button component={RouterLink} to="/app/console">
      Back to console
    </Button>
  </Stack>
);

/** /app/deals/project: deal entry (spec 2 §2), with the deal's versions, field histories and point-in-time view. */
export const DealEntryPage = () => {
  const [params] = useSearchParams();
  const creating = params.get('current_deal') === null;
  return (
    <AppLayout here={DealEntryPage.path}>
      {(user) => (user.auditor && creating ? <NothingToCreate /> : <DealEntry user={user} />)}
    </AppLayout>
  );
};

DealEntryPage.path = '/app/deals/project';
