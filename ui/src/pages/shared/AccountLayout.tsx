import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, CircularProgress } from '@mui/material';
import { authProvider, type User } from '../../providers/authProvider';
import { PublicLayout } from './PublicLayout';
import { useSignedInUser } from './session';
import type { MenuEntry } from './SideMenu';

/** The signed-in chrome of the account screens: the app menu, sign-out, and the session check of spec §2. */
export function AccountLayout({ here, children }: { here: string; children: (user: User) => ReactNode }) {
  const navigate = useNavigate();
  const session = useSignedInUser(here);
  const signOut = async () => {
    await authProvider.logout({});
    navigate('/login', { replace: true });
  };
  const menu: MenuEntry[] = [
    { label: 'Console', to: '/app/console' },
    { label: 'My profile', to: '/app/profile/user' },
    { label: 'My company', to: '/app/profile/company' },
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
      {session.state === 'signed-in' && children(session.user)}
    </PublicLayout>
  );
}
