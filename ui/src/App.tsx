import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { CircularProgress, CssBaseline, Stack } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { ActivatePage } from './pages/activate/ActivatePage';
import { CampaignPage } from './pages/campaign/CampaignPage';
import { productPages, meetingPages } from './pages/site/content';
import { legalPages } from './pages/site/faq-legal';
import { FaqPage } from './pages/site/FaqPage';
import { SitePage } from './pages/site/SitePage';
import { OrgThanksPage, ReferralSplash } from './pages/site/SplashPages';
import { PricingPage } from './pages/pricing/PricingPage';
import { SurveyPage, SurveySuccessPage } from './pages/survey/SurveyPage';
import { UnsubscribePage } from './pages/unsubscribe/UnsubscribePage';
import { DeclinePage } from './pages/decline/DeclinePage';
import { AccessRequestPage } from './pages/attachments/AccessRequestPage';
import { AttachmentPage } from './pages/attachments/AttachmentPage';
import { DownloadCompletePage, RequestSubmittedPage } from './pages/attachments/ConfirmationPages';
import { ConfirmPage } from './pages/confirm/ConfirmPage';
import { HomePage } from './pages/home/HomePage';
import { LoginPage } from './pages/login/LoginPage';
import { RecoveryPage } from './pages/recovery/RecoveryPage';
import { ResetPage } from './pages/reset/ResetPage';
import { ScrollToTop } from './pages/shared/ScrollToTop';
import { ToastProvider } from './pages/shared/toast';
import { createQueryClient } from './providers/queryClient';
import { themeOptions } from './theme';

// The admin carries react-admin and its dependencies; visitors of the public pages never download it.
const AdminApp = lazy(() => import('./admin/AdminApp'));
// The signed-in app's screens load when first opened, so the public pages stay light.
const ConsolePage = lazy(() => import('./pages/console/ConsolePage').then((m) => ({ default: m.ConsolePage })));
const DealEntryPage = lazy(() => import('./pages/deal/DealEntryPage').then((m) => ({ default: m.DealEntryPage })));
const SummaryPage = lazy(() => import('./pages/summary/SummaryPage').then((m) => ({ default: m.SummaryPage })));
const DistributionPage = lazy(() => import('./pages/distribution/DistributionPage').then((m) => ({ default: m.DistributionPage })));
const FilesPage = lazy(() => import('./pages/files/FilesPage').then((m) => ({ default: m.FilesPage })));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const SubscriptionPage = lazy(() => import('./pages/subscription/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })));
const MatchesPage = lazy(() => import('./pages/matches/MatchesPage').then((m) => ({ default: m.MatchesPage })));
const ReviewPage = lazy(() => import('./pages/review/ReviewPage').then((m) => ({ default: m.ReviewPage })));
const CompanyPage = lazy(() => import('./pages/company/CompanyPage').then((m) => ({ default: m.CompanyPage })));

const theme = createTheme(themeOptions);
const queryClient = createQueryClient();

const Loading = () => (
  <Stack sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress aria-label="Loading" />
  </Stack>
);

// Around the public pages too: the unsubscribe page saves its preferences through the account's form.
const PublicShell = () => (
  <QueryClientProvider client={queryClient}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </ThemeProvider>
  </QueryClientProvider>
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
        <Route
          element={
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          }
        >
          <Route path="/app/console" element={<ConsolePage />} />
          <Route path="/app/deals/project" element={<DealEntryPage />} />
          <Route path="/app/deals/:id/summary" element={<SummaryPage />} />
          <Route path="/app/deals/:id/distribution" element={<DistributionPage />} />
          <Route path="/app/deals/:id/manage/attachments" element={<FilesPage />} />
          <Route path="/app/deals/:id/matches" element={<MatchesPage />} />
          <Route path="/app/matches/:id/review" element={<ReviewPage />} />
          <Route path="/app/profile/user" element={<ProfilePage />} />
          <Route path="/app/subscription" element={<SubscriptionPage />} />
          <Route path="/app/profile/company" element={<CompanyPage />} />
        </Route>
        <Route path={UnsubscribePage.path} element={<UnsubscribePage />} />
        <Route path={DeclinePage.path} element={<DeclinePage />} />
        <Route path={AttachmentPage.path} element={<AttachmentPage />} />
        <Route path={AccessRequestPage.path} element={<AccessRequestPage />} />
        <Route path={DownloadCompletePage.path} element={<DownloadCompletePage />} />
        <Route path={RequestSubmittedPage.path} element={<RequestSubmittedPage />} />
        <Route path={SurveyPage.path} element={<SurveyPage />} />
        <Route path={SurveyPage.successPath} element={<SurveySuccessPage />} />
        <Route path={CampaignPage.path} element={<CampaignPage />} />
        <Route path={ReferralSplash.path} element={<ReferralSplash />} />
        <Route path="/org/thanks" element={<OrgThanksPage />} />
        {[productPages, meetingPages, legalPages].flatMap((pages) =>
          pages.map((page) => <Route key={page.path} path={page.path} element={<SitePage pages={pages} />} />),
        )}
        <Route path={PricingPage.path} element={<PricingPage />} />
        {FaqPage.paths.map((path) => (
          <Route key={path} path={path} element={<FaqPage />} />
        ))}
        {/* The spec: any unknown URL (and a bare /index) goes back to the home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  </BrowserRouter>
);
