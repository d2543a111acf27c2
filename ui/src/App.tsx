import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { CircularProgress, CssBaseline, Stack } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { HomePage } from './pages/home/HomePage';
import { PageLoading } from './pages/shared/PageLoading';
import { ScrollToTop } from './pages/shared/ScrollToTop';
import { ToastProvider } from './pages/shared/toast';
import { appRoutes, publicRoutes } from './routes';
import { themeOptions } from './theme';

// The admin carries react-admin and its dependencies; visitors of the public pages never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));

const theme = createTheme(themeOptions);

const Loading = () => (
  <Stack sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress aria-label="Loading" />
  </Stack>
);

// Only the home page is in the first download; every other page loads when first opened, with react-query
// around it (routes.tsx).
const PublicShell = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <ToastProvider>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
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
        {[...publicRoutes, ...appRoutes].map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* The spec: any unknown URL (and a bare /index) goes back to the home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  </BrowserRouter>
);
