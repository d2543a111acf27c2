import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { identityMessages } from '@dealbook/domain/identity/messages';
import { authProvider, type User } from '../../providers/authProvider';
import { accountTypes } from '../../identity/registration';
import { PublicLayout } from '../shared/PublicLayout';
import { useSignedInUser } from '../shared/session';
import type { MenuEntry } from '../shared/SideMenu';
import { useToast } from '../shared/toast';

const typeLabel = (type: User['type']) => accountTypes.find((t) => t.value === type)?.label ?? type;
const displayName = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email;

const nextUp: Record<User['type'], string[]> = {
  D: [
    'Create a deal and underwrite it; every save is kept as a version you can compare and restore.',
    'See field-level history: who changed a value, when, and what it was before.',
    'Send a finished deal to capital providers whose sourcing profiles match it.',
  ],
  PI: [
    'Describe what you fund (asset class, strategy, size, geography) in your sourcing profile.',
    'Receive deals that match it as invitations, with the sponsor’s full history behind each one.',
    'Decline a deal with feedback so sponsors know why it did not fit.',
  ],
};

/** The signed-in home. A placeholder until the deals console (document 2) arrives. */
export const ConsolePage = () => {
  const navigate = useNavigate();
  const notify = useToast();
  const session = useSignedInUser(ConsolePage.path);

  const signOut = async () => {
    await authProvider.logout({});
    notify(identityMessages.signedOut.message);
    navigate('/login', { replace: true });
  };

  const user = session.state === 'signed-in' ? session.user : null;
  const menu: MenuEntry[] = [
    { label: 'Console', to: ConsolePage.path },
    ...(user?.admin ? [{ label: 'Admin area', to: '/admin', hint: 'Users, activity, projections' }] : []),
    'divider',
    { label: 'Sign out', onSelect: () => void signOut() },
  ];

  return (
    <PublicLayout
      menu={menu}
      actions={
        user ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {user.email}
            </Typography>
            <Button onClick={signOut} variant="outlined">
              Sign out
            </Button>
          </Stack>
        ) : (
          <span />
        )
      }
    >
      {session.state === 'loading' && <CircularProgress aria-label="Loading" />}
      {session.state === 'failed' && <Alert severity="error">{session.message}</Alert>}
      {user && (
        <Stack spacing={3}>
          <Box>
            <Typography variant="h2" component="h1" gutterBottom>
              Welcome, {user.first_name || displayName(user)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Signed in as {user.email}
              </Typography>
              <Chip size="small" label={typeLabel(user.type)} color="primary" variant="outlined" />
              {user.admin && <Chip size="small" label="Administrator" color="secondary" />}
            </Stack>
          </Box>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Your deals console is being built
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Your account is active. The console that lists your projects, other deals and matched solicitations comes next; this is
                where it will open. Here is what it will let you do:
              </Typography>
              <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
                {(nextUp[user.type] ?? nextUp.D).map((item) => (
                  <Typography component="li" key={item}>
                    {item}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
          {user.admin && (
            <Button component={RouterLink} to="/admin" variant="contained" sx={{ alignSelf: 'flex-start' }}>
              Open the admin area
            </Button>
          )}
        </Stack>
      )}
    </PublicLayout>
  );
};

ConsolePage.path = '/app/console';
