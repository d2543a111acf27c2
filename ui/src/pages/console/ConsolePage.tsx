import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { opensAdminArea, type User } from '../../providers/authProvider';
import {
  consoleViews,
  itemsOf,
  rememberedTab,
  rememberTab,
  tabLabels,
  tabsOf,
  type ConsoleTab,
  type ConsoleView,
} from '../../deals/console';
import { dealsApi } from '../../deals/api';
import { AppLayout } from '../shared/AppLayout';
import { MessageDialog } from '../shared/MessageDialog';
import { useConsoleData } from './useConsoleData';
import { ConsoleList } from './ConsoleList';
import { SampleDealOffer } from './SampleDealOffer';
import { useCardActions } from './useCardActions';

const otherEmpty: Record<Exclude<ConsoleView, 'my_projects'>, string> = {
  other_deals: 'No deals have been shared with you yet. Deals other dealmakers share with you appear here.',
  matched_solicitations: 'No invitations yet. Deals matched to your sourcing profile appear here.',
};

const invitationEmpty: Partial<Record<ConsoleTab, string>> = {
  pending: otherEmpty.matched_solicitations,
  live: 'No accepted deals. Deals you accept on their review appear here.',
  declined: 'No declined deals. Deals you decline, with your reasons, appear here.',
  archived: 'Nothing archived. Deals you archive on their review appear here.',
};

// The texts of an auditor's own empty tabs: they create, delete and archive nothing.
const auditorEmpty = 'Nothing here. You are signed in as an auditor: you review deals and change none.';

function emptyTextOf(view: ConsoleView, tab: ConsoleTab, auditor: boolean): string | undefined {
  if (view === 'matched_solicitations') return invitationEmpty[tab];
  if (view === 'my_projects' || tab === 'archived') return auditor ? auditorEmpty : undefined;
  return otherEmpty[view];
}

const storedView = (user: User): ConsoleView => {
  const view = (user as User & { console_view?: string }).console_view;
  return consoleViews.some((v) => v.view === view) ? (view as ConsoleView) : 'my_projects';
};

function Console({ user }: { user: User }) {
  const [view, setView] = useState<ConsoleView>(() => storedView(user));
  const [tab, setTab] = useState<ConsoleTab>(() => rememberedTab(storedView(user)));
  const { data, state, reload, refreshing } = useConsoleData();
  const actions = useCardActions(reload);

  const chooseView = (next: ConsoleView | null) => {
    if (!next || next === view) return;
    setView(next);
    setTab(rememberedTab(next));
    const code = consoleViews.find((v) => v.view === next)!.code;
    // The preference is stored with the user (a write, which an auditor may not make); a failure only costs the default next time.
    if (!user.auditor) void dealsApi.setConsoleView(code).catch(() => undefined);
  };
  const chooseTab = (next: ConsoleTab) => {
    setTab(next);
    rememberTab(view, next);
  };
  const items = itemsOf(view, tab, data);
  const count = useCallback((t: ConsoleTab) => itemsOf(view, t, data).length, [view, data]);

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
            Welcome, {user.first_name || user.email}
          </Typography>
          <Typography color="text.secondary">
            {user.auditor ? 'Your deals console · read-only: you are signed in as an auditor' : 'Your deals console'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {opensAdminArea(user) && (
            <Button component={RouterLink} to="/admin" variant="outlined">
              Open the admin area
            </Button>
          )}
          {!user.auditor && (
            <Button component={RouterLink} to="/app/deals/project?current_deal_view=creating" variant="contained" startIcon={<AddIcon />}>
              New deal
            </Button>
          )}
        </Stack>
      </Stack>
      <ToggleButtonGroup
        exclusive
        value={view}
        onChange={(_, next: ConsoleView | null) => chooseView(next)}
        aria-label="Console view"
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        {consoleViews.map((v) => (
          <ToggleButton key={v.view} value={v.view}>
            {v.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tabs
        value={tab}
        onChange={(_, next: ConsoleTab) => chooseTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Console tabs"
      >
        {tabsOf(view).map((t) => (
          <Tab key={t} value={t} label={`${tabLabels[t]} (${count(t)})`} />
        ))}
      </Tabs>
      {refreshing && (
        <Typography variant="body2" color="text.secondary">
          A deal is being marketed: this list refreshes itself every few seconds.
        </Typography>
      )}
      {state === 'loading' && <CircularProgress aria-label="Loading deals" />}
      {state === 'failed' && <Alert severity="error">Your deals could not be loaded. Please try again in a moment.</Alert>}
      {state === 'ready' && (
        <ConsoleList
          items={items}
          tab={tab}
          onAction={actions.run}
          emptyText={emptyTextOf(view, tab, user.auditor)}
          emptyAction={view === 'my_projects' && tab === 'pending' && !user.auditor ? <SampleDealOffer /> : undefined}
          readOnly={user.auditor}
        />
      )}
      {actions.dialogs}
      <MessageDialog text={actions.message} onClose={actions.closeMessage} />
    </Stack>
  );
}

/** The signed-in home: the three views, their tabs, deal cards and their actions. */
export const ConsolePage = () => <AppLayout here={ConsolePage.path}>{(user) => <Console user={user} />}</AppLayout>;

ConsolePage.path = '/app/console';
