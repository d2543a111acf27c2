import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { preloadable } from './pages/shared/preloadable';
import { authProvider } from './providers/authProvider';

/**
 * Every page but the home page, loaded when first opened: a visitor of `/` downloads the landing page and
 * nothing else (P10). The paths are written here rather than read from each page's static `path`,
 * which would load the page to learn where it lives; `routes.spec.ts` holds the two in step.
 */
export interface LazyRoute {
  path: string;
  /** The page's module and the name it exports the page under. */
  load: () => Promise<Record<string, unknown>>;
  name: string;
  Page: ComponentType;
  /** Starts loading the page (with react-query) ahead of its first render; the render then finds it loaded. */
  preload: () => Promise<unknown>;
}

// One component per page, shared by the page's paths: moving between them (the FAQ's tabs) keeps the page
// mounted, as one component type at one place in the tree always did.
const pages = new Map<string, Pick<LazyRoute, 'Page' | 'preload'>>();

function route<M extends Record<K, ComponentType>, K extends keyof M & string>(path: string, load: () => Promise<M>, name: K): LazyRoute {
  let page = pages.get(name);
  if (!page) {
    // The page and react-query in one round trip, rather than one after the other. Preloadable: the page the
    // visitor arrived on is loaded before the first render (main.tsx) and then renders at once.
    const { Component, preload } = preloadable(async () => {
      const [module, { WithQueries }] = await Promise.all([load(), import('./providers/WithQueries')]);
      const Screen: ComponentType = module[name];
      return function WithQueriesPage() {
        return (
          <WithQueries>
            <Screen />
          </WithQueries>
        );
      };
    });
    page = { Page: Component, preload };
    pages.set(name, page);
  }
  return { path, load, name, ...page };
}

/** The signed-in app: each screen is its own chunk, and the app's layout comes with the first. */
export const appRoutes: LazyRoute[] = [
  route('/app/console', () => import('./pages/console/ConsolePage'), 'ConsolePage'),
  route('/app/deals/project', () => import('./pages/deal/DealEntryPage'), 'DealEntryPage'),
  route('/app/deals/:id/summary', () => import('./pages/summary/SummaryPage'), 'SummaryPage'),
  route('/app/deals/:id/distribution', () => import('./pages/distribution/DistributionPage'), 'DistributionPage'),
  route('/app/deals/:id/manage/attachments', () => import('./pages/files/FilesPage'), 'FilesPage'),
  route('/app/deals/:id/matches', () => import('./pages/matches/MatchesPage'), 'MatchesPage'),
  route('/app/matches/:id/review', () => import('./pages/review/ReviewPage'), 'ReviewPage'),
  route('/app/profile/user', () => import('./pages/profile/ProfilePage'), 'ProfilePage'),
  route('/app/subscription', () => import('./pages/subscription/SubscriptionPage'), 'SubscriptionPage'),
  route('/app/profile/company', () => import('./pages/company/CompanyPage'), 'CompanyPage'),
];

/** The public pages besides the home page: sign-in and recovery, mailed links, splash and product pages. */
export const publicRoutes: LazyRoute[] = [
  route('/login', () => import('./pages/login/LoginPage'), 'LoginPage'),
  route('/recovery', () => import('./pages/recovery/RecoveryPage'), 'RecoveryPage'),
  route('/reset/:token', () => import('./pages/reset/ResetPage'), 'ResetPage'),
  route('/account/activate/:token', () => import('./pages/activate/ActivatePage'), 'ActivatePage'),
  route('/confirm/:kind/complete', () => import('./pages/confirm/ConfirmPage'), 'ConfirmPage'),
  route('/unsubscribe/:source/:token', () => import('./pages/unsubscribe/UnsubscribePage'), 'UnsubscribePage'),
  route('/decline/:token', () => import('./pages/decline/DeclinePage'), 'DeclinePage'),
  route('/attachments/deal/:dealId/:resourceType/:attachmentKey', () => import('./pages/attachments/AttachmentPage'), 'AttachmentPage'),
  route(
    '/attachments/access/:resourceType/:dealId/:attachmentKey/:email/requested',
    () => import('./pages/attachments/AccessRequestPage'),
    'AccessRequestPage',
  ),
  route('/attachments/download/complete', () => import('./pages/attachments/ConfirmationPages'), 'DownloadCompletePage'),
  route('/attachments/request/submitted', () => import('./pages/attachments/ConfirmationPages'), 'RequestSubmittedPage'),
  route('/survey/providers/:token', () => import('./pages/survey/SurveyPage'), 'SurveyPage'),
  route('/survey/success', () => import('./pages/survey/SurveyPage'), 'SurveySuccessPage'),
  route('/activate/:host/:id', () => import('./pages/campaign/CampaignPage'), 'CampaignPage'),
  route('/confirm/referral/:source', () => import('./pages/site/SplashPages'), 'ReferralSplash'),
  route('/org/thanks', () => import('./pages/site/SplashPages'), 'OrgThanksPage'),
  route('/pricing', () => import('./pages/pricing/PricingPage'), 'PricingPage'),
  ...['/faq', '/faq/general', '/faq/business', '/faq/technology'].map((path) =>
    route(path, () => import('./pages/site/FaqPage'), 'FaqPage'),
  ),
  // The product, meeting and legal pages share one page that picks its copy from the URL.
  ...[
    '/product',
    '/product/features',
    '/product/process',
    '/demos/calendar',
    '/suggestions',
    '/meetings/calendar',
    '/org',
    '/org/company',
    '/legal/terms',
    '/legal/privacy',
    '/legal/communication',
  ].map((path) => route(path, () => import('./pages/site/SiteContentPage'), 'SiteContentPage')),
];

/**
 * Starts the page the visitor arrived on as the app starts, rather than when React first renders it, and on a
 * signed-in screen the session check with it: the screen would ask for the session only once its code had run.
 * Resolves once the page's code is here (or failed to come: React then shows the failure when it renders it).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const found = [...publicRoutes, ...appRoutes].find((r) => matchPath(r.path, pathname));
  if (!found) return;
  if (appRoutes.includes(found)) authProvider.currentUser().catch(() => undefined);
  await found.preload().catch(() => undefined);
}
