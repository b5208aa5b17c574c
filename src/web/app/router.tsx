import { lazy } from 'react';
import { TrackedSuspense } from '#web/components/ui/tracked-suspense.tsx';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { CalculatorPage } from '../features/calculator/components/calculator-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { PageBoundary } from './page-boundary';
import { MissingPathContext } from '#web/lib/ssr/missing-path.ts';
import { toRouteObject, type AppRoute } from './route-objects';
import { SiteLayout } from './site-layout';
import {
  pagePath,
  sitePages,
  siteLanguages,
  type PageParams,
  type SitePageName,
} from '#contracts/site-pages.ts';

// The back office's routes, with their table, load when /admin is visited (decision 057).
const AdminPages = lazy(() => import('./admin-routes').then((m) => ({ default: m.AdminPages })));

/**
 * The routes. Only `/` (the landing page) is in the first download; every other page is
 * a lazy route: `{ path: 'x', lazy: () => import('../features/x/components/x-page') }`
 * where the module exports `Component` (as React Router's lazy routes do); lazy pages get
 * TanStack Query's QueryClientProvider around them. The routes are
 * rendered with useRoutes under BrowserRouter rather than a data router, whose code would
 * not fit the landing page's bundle budget (docs/decisions, bench/README.md); a page that
 * fails to render shows 'Page not found' through PageBoundary.
 */
/**
 * A page's route at its address in every language (src/contracts/site-pages.ts, decision
 * 071); `params` fixes some of the pattern's parameters (the payment steps' components).
 */
function inEveryLanguage(page: SitePageName, route: AppRoute, params?: PageParams): AppRoute[] {
  return siteLanguages.map((language) => {
    const pattern: string = sitePages[page].paths[language];
    const path = params ? pagePath(page, language, params) : pattern;
    return path === '/' ? { ...route, index: true } : { ...route, path: path.slice(1) };
  });
}

export const routes: AppRoute[] = [
  { path: 'admin/*', element: <AdminPages /> },
  {
    element: <SiteLayout />,
    children: [
      {
        element: <PageBoundary />,
        children: [
          ...inEveryLanguage('home', { element: <CalculatorPage /> }),
          ...inEveryLanguage('mall', {
            lazy: () => import('../features/calculator/components/mall-page'),
          }),
          ...inEveryLanguage('mall_contact', {
            needsSavedOrder: true,
            lazy: () => import('../features/checkout/components/mall-contact-page'),
          }),
          ...inEveryLanguage('calendar', {
            lazy: () => import('../features/calendar/components/order-calendar-page'),
          }),
          ...inEveryLanguage('free_times', {
            needsSavedOrder: true,
            lazy: () => import('../features/calendar/components/free-times-page'),
          }),
          ...inEveryLanguage('contact', {
            needsSavedOrder: true,
            lazy: () => import('../features/checkout/components/contact-page'),
          }),
          ...inEveryLanguage(
            'payment',
            {
              needsSavedOrder: true,
              lazy: () => import('../features/payment/components/payment-create-page'),
            },
            { step: 'create' },
          ),
          ...inEveryLanguage(
            'payment',
            {
              needsSavedOrder: true,
              lazy: () => import('../features/payment/components/payment-success-page'),
            },
            { step: 'success' },
          ),
          ...inEveryLanguage(
            'payment',
            {
              needsSavedOrder: true,
              lazy: () => import('../features/payment/components/payment-cancel-page'),
            },
            { step: 'cancel' },
          ),
          // Rendered with its order (decision 080); it clears the saved order once restored.
          ...inEveryLanguage('thank_you', {
            lazy: () => import('../features/thank-you/components/thank-you-page'),
          }),
          ...inEveryLanguage('privacy', {
            lazy: () => import('../features/privacy/components/privacy-page'),
          }),
          // The terms of order and the right of withdrawal (issue 15 point 4).
          ...inEveryLanguage('terms', {
            lazy: () => import('../features/consumer-terms/components/terms-page'),
          }),
          // The customer's own order page, from the link in the confirmation mail.
          ...inEveryLanguage('manage', {
            lazy: () => import('../features/manage/components/manage-page'),
          }),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

const routeObjects = routes.map(toRouteObject);

/**
 * The not-found page in the site's frame, for an address whose route exists but whose order
 * the server did not find (an unknown order token or reference: HTTP 404, decision 065).
 */
const missingRouteObjects = [
  {
    element: <SiteLayout />,
    children: [{ element: <PageBoundary />, children: [{ path: '*', element: <NotFoundPage /> }] }],
  },
];

function AppRoutes({ missingPath }: { missingPath: string | undefined }) {
  const { pathname } = useLocation();
  return useRoutes(pathname === missingPath ? missingRouteObjects : routeObjects);
}

/**
 * The pages under whichever router: BrowserRouter here, StaticRouter on the server.
 * `missingPath`: the address the server answered with the not-found page (PageState).
 */
export function Pages({ missingPath }: { missingPath?: string | undefined }) {
  return (
    // Lazy pages outside the site layout (the back office) wait here for their code.
    <MissingPathContext value={missingPath}>
      <TrackedSuspense fallback={null}>
        <AppRoutes missingPath={missingPath} />
      </TrackedSuspense>
    </MissingPathContext>
  );
}

export function AppRouter({ missingPath }: { missingPath?: string | undefined }) {
  return (
    <BrowserRouter>
      <Pages missingPath={missingPath} />
    </BrowserRouter>
  );
}
