import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, CircularProgress } from '@mui/material';
import { identityMessages } from '@dealbook/domain/identity/messages';
import { authProvider, opensAdminArea, type User } from '../../providers/authProvider';
import { PublicLayout } from './PublicLayout';
import { useSignedInUser } from './session';
import type { MenuEntry } from './menu';
import { useToast } from './toast';

/**
 * The signed-in app's chrome (console, deals, profile): the app menu (with the admin area for admins and auditors), a
 * sign-out that says so, and the session check of the requirements.
 */
export function AppLayout({ here, children }: { here: string; children: (user: User) => ReactNode }) {
  const navigate = useNavigate();
  const notify = useToast();
  const session = useSignedInUser(here);
  const user = session.state === 'signed-in' ? session.user : null;
  const signOut = async () => {
    await authProvider.logout({});
    notify(identityMessages.signedOut.message);
    navigate('/login', { replace: true });
  };
  const menu: MenuEntry[] = [
    { label: 'Console', to: '/app/console' },
    // An auditor changes nothing, so creates no deal.
    ...(user?.auditor ? [] : [{ label: 'New deal', to: '/app/deals/project?current_deal_view=creating' }]),
    { label: 'My profile', to: '/app/profile/user' },
    { label: 'My company', to: '/app/profile/company' },
    ...(user && opensAdminArea(user) ? [{ label: 'Admin area', to: '/admin', hint: 'Users, activity, projections' }] : []),
    'divider',
    { label: 'Sign out', onSelect: () => void signOut() },
  ];
  return (
    <PublicLayout
      menu={menu}
      actions={
        <Button onClick={() => void signOut()} variant="outlined">
          Sign out
        </Button>
      }
    >
      {session.state === 'loading' && <CircularProgress aria-label="Loading" />}
      {session.state === 'failed' && <Alert severity="error">{session.message}</Alert>}
      {user && children(user)}
    </PublicLayout>
  );
}
