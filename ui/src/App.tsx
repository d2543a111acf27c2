import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { CircularProgress, CssBaseline, Stack } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { ActivatePage } from './pages/activate/ActivatePage';
import { ConfirmPage } from './pages/confirm/ConfirmPage';
import { ConsolePage } from './pages/console/ConsolePage';
import { HomePage } from './pages/home/HomePage';
import { LoginPage } from './pages/login/LoginPage';
import { RecoveryPage } from './pages/recovery/RecoveryPage';
import { ResetPage } from './pages/reset/ResetPage';
import { ScrollToTop } from './pages/shared/ScrollToTop';
import { ToastProvider } from './pages/shared/toast';
import { themeOptions } from './theme';

// The admin carries react-admin and its dependencies; visitors of the public pages never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));

const theme = createTheme(themeOptions);

const Loading = () => (
  <Stack sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress aria-label="Loading" />
  </Stack>
);

const PublicShell = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  </ThemeProvider>
);

export const App = () => (
  <BrowserRouter>
    <ScrollToTop />
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<Loading />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<PublicShell />}>
        <Route path={HomePage.path} element={<HomePage />} />
        <Route path={LoginPage.path} element={<LoginPage />} />
        <Route path={RecoveryPage.path} element={<RecoveryPage />} />
        <Route path={ResetPage.path} element={<ResetPage />} />
        <Route path={ActivatePage.path} element={<ActivatePage />} />
        <Route path={ConfirmPage.path} element={<ConfirmPage />} />
        <Route path={ConsolePage.path} element={<ConsolePage />} />
        {/* The spec: any unknown URL (and a bare /index) goes back to the home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  </BrowserRouter>
);
