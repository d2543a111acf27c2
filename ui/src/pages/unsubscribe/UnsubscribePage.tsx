import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { accountMessages } from '@dealbook/domain/account/messages';
import type { DialogText } from '@dealbook/domain/identity/messages';
import { accountApi, type EmailPreferences } from '../../account/api';
import { PreferencesForm } from '../profile/PreferencesForm';
import { AuthCard } from '../shared/AuthCard';
import { MessageDialog } from '../shared/MessageDialog';
import { PublicLayout } from '../shared/PublicLayout';

type Loaded = { state: 'loading' } | { state: 'invalid' } | { state: 'ready'; email: string; prefs: EmailPreferences };

/** /unsubscribe/{source}/{token}: preferences without signing in; an invalid token goes to /login silently. */
export const UnsubscribePage = () => {
  const { source = 'email', token = '' } = useParams();
  return (
    <PublicLayout>
      {source === 'leadgen' ? <LeadUnsubscribe token={token} /> : <AccountPreferences source={source} token={token} />}
    </PublicLayout>
  );
};

function AccountPreferences({ source, token }: { source: string; token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    accountApi.preferencesByToken(token).then(
      (r) => setLoaded({ state: 'ready', email: r.email, prefs: r.email_gdpr_prefs }),
      () => setLoaded({ state: 'invalid' }),
    );
  }, [token]);
  if (loaded.state === 'invalid') return <Navigate to="/login" replace />;
  return (
    <AuthCard title="Communication preferences">
      {loaded.state === 'loading' ? (
        <CircularProgress aria-label="Loading" />
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Choose the emails we send to {loaded.email}.
          </Typography>
          <PreferencesForm
            initial={loaded.prefs}
            save={(prefs) => accountApi.setPreferencesByToken(token, prefs, source)}
            failureTitle={accountMessages.preferencesErrorLink.title}
          />
        </Stack>
      )}
    </AuthCard>
  );
}

function LeadUnsubscribe({ token }: { token: string }) {
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const unsubscribe = () =>
    accountApi.unsubscribeLead(token).then(
      () => setDialog(accountMessages.unsubscribed),
      () => setDialog(accountMessages.unsubscribeFailed),
    );
  return (
    <AuthCard title="Unsubscribe">
      <Stack spacing={2}>
        <Typography>We will send no more invitations or news to this address.</Typography>
        <Button variant="contained" onClick={() => void unsubscribe()} sx={{ alignSelf: 'flex-start' }}>
          Unsubscribe
        </Button>
      </Stack>
      <MessageDialog text={dialog} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}

UnsubscribePage.path = '/unsubscribe/:source/:token';
