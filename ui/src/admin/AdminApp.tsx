import { useEffect, useState } from 'react';
import { Navigate, Route } from 'react-router';
import { CircularProgress, Stack } from '@mui/material';
import { Admin, CustomRoutes, defaultTheme, Resource, type RaThemeOptions } from 'react-admin';
import { authProvider, loginUrl, opensAdminArea, type User } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { themeOptions } from '../theme';
import activity from './activity';
import { AuditTrailPage } from './audit/AuditTrailPage';
import companies from './companies';
import companyRequests from './company-requests';
import coupons from './coupons';
import { Dashboard } from './dashboard/Dashboard';
import divisions from './matching/divisions';
import invitations from './matching/invitations';
import outbox from './outbox';
import payments from './payments';
import projections from './projections';
import deadLetters from './projections/deadLetters';
import subscriptions from './subscriptions';
import surveys from './surveys';
import users from './users';
import { AdminLayout } from './AdminLayout';
import { AdminOnly } from './AdminOnly';
import { savedQueriesStore } from './savedQueriesStore';

const theme: RaThemeOptions = {
  ...defaultTheme,
  ...themeOptions,
  components: { ...defaultTheme.components, ...themeOptions.components },
};

// The whole product signs in on one page; react-admin's own login route forwards there.
const RedirectToLogin = () => <Navigate to={loginUrl('/admin')} replace />;

type Access = { state: 'checking' } | { state: 'signed-out' } | { state: 'allowed' } | { state: 'refused'; user: User };

/** Who is at the door: react-admin only asks "signed in?", and a dealmaker would meet a wall of 403s. */
function useAdminAccess(): Access {
  const [access, setAccess] = useState<Access>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    authProvider.currentUser().then(
      (user) => live && setAccess(opensAdminArea(user) ? { state: 'allowed' } : { state: 'refused', user }),
      () => live && setAccess({ state: 'signed-out' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return access;
}

/** Saved queries kept with the account; the rest of the admin's preferences in this browser. */
const store = savedQueriesStore();

const AdminApp = () => {
  const access = useAdminAccess();
  if (access.state === 'checking') {
    return (
      <Stack sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Stack>
    );
  }
  if (access.state === 'signed-out') return <RedirectToLogin />;
  if (access.state === 'refused') return <AdminOnly user={access.user} />;
  return (
    <Admin
      basename="/admin"
      title="Dealbook admin"
      dashboard={Dashboard}
      dataProvider={dataProvider}
      store={store}
      authProvider={authProvider}
      layout={AdminLayout}
      loginPage={RedirectToLogin}
      theme={theme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" options={{ label: 'Users' }} {...users} />
      <Resource name="companies" options={{ label: 'Companies' }} {...companies} />
      <Resource name="company-requests" options={{ label: 'Company requests' }} {...companyRequests} />
      <Resource name="divisions" options={{ label: 'Sourcing divisions' }} {...divisions} />
      <Resource name="invitations" options={{ label: 'Invitations' }} {...invitations} />
      <Resource name="subscriptions" options={{ label: 'Subscriptions' }} {...subscriptions} />
      <Resource name="coupons" options={{ label: 'Coupons' }} {...coupons} />
      <Resource name="payments" options={{ label: 'Payments' }} {...payments} />
      <Resource name="surveys" options={{ label: 'Provider surveys' }} {...surveys} />
      <Resource name="activity" options={{ label: 'Activity' }} {...activity} />
      <Resource name="outbox" options={{ label: 'Mail outbox' }} {...outbox} />
      <Resource name="projections" {...projections} />
      <Resource name="dead-letters" options={{ label: 'Dead letters' }} {...deadLetters} />
      <CustomRoutes>
        <Route path={AuditTrailPage.path} element={<AuditTrailPage />} />
      </CustomRoutes>
    </Admin>
  );
};

export default AdminApp;
