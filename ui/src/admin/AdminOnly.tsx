import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, CssBaseline, Stack, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { authProvider, loginUrl, type User } from '../providers/authProvider';
import { PublicLayout } from '../pages/shared/PublicLayout';
import { AuthCard } from '../pages/shared/AuthCard';
import { themeOptions } from '../theme';

const theme = createTheme(themeOptions);

/** What a signed-in dealmaker sees at /admin, instead of lists the server would refuse with 403. */
export function AdminOnly({ user }: { user: User }) {
  const navigate = useNavigate();
  const switchAccount = async () => {
    await authProvider.logout({});
    navigate(loginUrl('/admin'), { replace: true });
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicLayout
        menu={[
          { label: 'Console', to: '/app/console' },
          'divider',
          { label: 'Sign in as someone else', onSelect: () => void switchAccount() },
        ]}
        actions={<span />}
      >
        <AuthCard title="This area is for administrators and auditors">
          <Stack spacing={2}>
            <LockOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
            <Typography>
              You are signed in as <strong>{user.email}</strong>, which is neither an administrator nor an auditor account. The admin area
              (users, companies, activity and projections) is open to Dealbook administrators and auditors only.
            </Typography>
            <Typography color="text.secondary">If you need access, ask an administrator of your Dealbook installation.</Typography>
            <Button component={RouterLink} to="/app/console" variant="contained" size="large" fullWidth>
              Go to your console
            </Button>
            <Button onClick={switchAccount} fullWidth>
              Sign in as someone else
            </Button>
          </Stack>
        </AuthCard>
      </PublicLayout>
    </ThemeProvider>
  );
}
