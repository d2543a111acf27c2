import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { dealMessages } from '@dealbook/domain/deals/messages';
import type { User } from '../../providers/authProvider';
import { dealsApi } from '../../deals/api';
import { dealFailure } from '../../deals/failures';
import { boundErrors } from '../../deals/bounds';
import { UnreadableInputsProvider, useUnreadableInputs, type UnreadableInput } from './unreadable';
import { validateDeal, type FieldErrors } from '../../deals/form';
import { AppLayout } from '../shared/AppLayout';
import { MessageDialog } from '../shared/MessageDialog';
import { ConfirmDialog } from '../console/ConfirmDialog';
import { ActionBar } from './ActionBar';
import { AsOfDialog } from './AsOfDialog';
import { DealAudience } from './DealAudience';
import { DealForm } from './DealForm';
import { DraftOffer } from './DraftOffer';
import { entryViewOf, entryViews } from './entryViews';
import { FieldHistoryDialog, type FieldRef } from './FieldHistoryDialog';
import { FiguresRail, PHONE_BAR_HEIGHT } from './rail/FiguresRail';
import { countsBySection, fieldIdOf, sectionOfPath } from './rail/missing';
import { useLiveCalculation } from './rail/useLiveCalculation';
import { formSections, SectionNav } from './SectionNav';
import { SummaryDialog, summaryPath } from './SummaryDialog';
import { useDealForm, type DraftDeal } from './useDealForm';
import { useFormNavigation } from './useFormNavigation';
import { useLeavePrompt } from './useLeavePrompt';
import { formatDateTime } from '@dealbook/domain/shared/dates';
import { VersionsDialog } from './VersionsDialog';

const matchedNote = 'This deal is shared with capital providers, so it opens read-only.';
const readOnlyNote = (user: User, role: string | undefined) => {
  if (user.auditor) return 'You are signed in as an auditor: you can view this deal and change nothing.';
  return role === 'admin'
    ? 'You can view this deal; it belongs to someone else, so it opens read-only.'
    : 'You can view this deal; its owner has not given you permission to edit it.';
};

/**
 * The app's layout keeps pages to a reading width (md); the entry page, with its figures beside the form,
 * takes up to 1200 px from the md breakpoint up, centred on the layout's column.
 */
const WIDE = 'min(1200px, 100vw - 48px)';
const wide = { width: { md: WIDE }, ml: { md: `calc(50% - ${WIDE} / 2)` } } as const;

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
  const shown: DraftDeal = asOf ? (asOf.deal ?? {}) : form.deal;
  const live = useLiveCalculation(shown, form.dealId);
  const nav = useFormNavigation(shown.sub_properties ?? [], form.state === 'ready');
  // the summary links to a field it found missing as `#field-<path>`: go to it once the deal is on screen
  const { hash } = useLocation();
  const linkedField = useRef<string | null>(null);
  useEffect(() => {
    if (form.state !== 'ready' || !hash.startsWith('#field-') || linkedField.current === hash) return;
    linkedField.current = hash;
    const path = decodeURIComponent(hash.slice('#field-'.length));
    nav.goTo(sectionOfPath(path, form.deal), fieldIdOf(path));
  }, [form.state, form.deal, hash, nav]);
  const counts = useMemo(() => countsBySection(shown, live.missing, validateDeal(shown)), [shown, live.missing]);
  // a number outside its domain is refused as it is typed (the server's bounds); other errors wait for Save
  const outOfBounds = useMemo(() => boundErrors(shown as Record<string, unknown>), [shown]);
  const shownErrors = useMemo(() => ({ ...errors, ...outOfBounds }), [errors, outOfBounds]);
  // Text that is not a number, or a number outside its bounds: the deal on screen is not one to save or
  // calculate, so blur saves nothing, Save goes to the field, and the figures say what they wait for.
  const unreadable = useUnreadableInputs();
  const paused = pauseOf(unreadable.list, Object.keys(outOfBounds).length);

  const save = async () => {
    if (view === 'viewing') return form.dealId ? navigate(summaryPath(form.dealId)) : setSummary(form.deal);
    const [first] = unreadable.list;
    if (first) return focusInput(first.id);
    const found = validateDeal(form.deal);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]!;
      nav.goTo(sectionOfPath(first, form.deal), fieldIdOf(first));
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

  if (form.state === 'loading') return <CircularProgress aria-label="Loading deal" />;
  const status =
    unreadable.list.length > 0
      ? 'Not saved: a field is not a number'
      : form.dealId
        ? form.dirty
          ? 'Unsaved changes'
          : 'All changes saved'
        : form.partialId
          ? 'Draft autosaved'
          : 'Not saved yet';
  const back = <Button onClick={() => leave.request('/app/console')}>Back to console</Button>;
  return (
    <Stack spacing={2} sx={wide}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary">
          {entryViews[view].header}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          {form.deal.project_name || 'New deal'}
        </Typography>
      </Box>
      {/* A capital provider is offered the deal, never told who else works on it (domain/src/access/README.md). */}
      {form.dealId && form.state === 'ready' && access?.role !== 'provider' && (
        <DealAudience dealId={form.dealId} deal={form.deal} me={user.id} />
      )}
      {view === 'viewing' && <Alert severity="info">{canEdit ? matchedNote : readOnlyNote(user, access?.role)}</Alert>}
      {asOf && (
        <Alert severity="warning" action={<Button onClick={() => setAsOf(null)}>Back to current</Button>}>
          Read-only: the deal as it was on {formatDateTime(asOf.at.toISOString())}.{asOf.deal ? '' : ' It did not exist yet.'}
        </Alert>
      )}
      {!form.dealId && !form.partialId && !form.dirty && form.state === 'ready' && <DraftOffer />}
      {form.state === 'failed' && (
        <>
          <Alert severity="error">This deal could not be loaded.</Alert>
          <Box>{back}</Box>
        </>
      )}
      {form.state === 'ready' && (
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
            <Stack spacing={2}>
              <SectionNav sections={formSections(shown.sub_properties ?? [])} counts={counts} onGoTo={(section) => nav.goTo(section)} />
              <UnreadableInputsProvider value={unreadable.report}>
                <DealForm
                  deal={shown}
                  onChange={form.change}
                  onBlur={() => paused === null && void form.blur()}
                  readOnly={readOnly}
                  errors={shownErrors}
                  collapsed={nav.collapsed}
                  onToggle={nav.toggle}
                  onHistory={form.dealId && !asOf ? (path, label) => setHistory({ path, label }) : undefined}
                />
              </UnreadableInputsProvider>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{back}</Box>
              <ActionBar
                status={status}
                dirty={form.dirty || (!form.dealId && !form.partialId)}
                onVersions={form.dealId ? () => setVersionsOpen(true) : undefined}
                onAsOf={form.dealId ? () => setAsOfOpen(true) : undefined}
                primary={
                  !asOf && (
                    <Button variant="contained" onClick={() => void save()} disabled={form.saving} sx={{ flexShrink: 0 }}>
                      {entryViews[view].button}
                    </Button>
                  )
                }
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FiguresRail live={live} onGoTo={nav.goTo} paused={paused} />
          </Grid>
        </Grid>
      )}
      {/* room below the page for the figures bar a phone keeps at the bottom of the screen */}
      <Box sx={{ display: { xs: 'block', md: 'none' }, height: PHONE_BAR_HEIGHT }} />
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

/** Why the figures wait: the first input that is not a number, else the count of numbers out of bounds. */
function pauseOf(unreadable: readonly UnreadableInput[], outOfBounds: number): string | null {
  const [first] = unreadable;
  if (first) return `${first.label} is not a number yet. ${first.message}`;
  if (outOfBounds > 0)
    return `${outOfBounds === 1 ? 'A number is' : `${outOfBounds} numbers are`} outside the allowed range: see the fields marked in red.`;
  return null;
}

const focusInput = (id: string) => {
  const input = document.getElementById(id);
  input?.scrollIntoView?.({ block: 'center' });
  input?.focus();
};

/** An auditor creates no deal: without one to open, deal entry has nothing to show them. */
const NothingToCreate = () => (
  <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
    <Alert severity="info">You are signed in as an auditor: you review deals and create none. Open a deal from your console instead.</Alert>
    <Button component={RouterLink} to="/app/console">
      Back to console
    </Button>
  </Stack>
);

/** /app/deals/project: deal entry, with the deal's versions, field histories and point-in-time view. */
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
