import { lazy } from 'react';
import { TrackedSuspense } from '#web/components/ui/tracked-suspense.tsx';
import { BrowserRouter, useRoutes } from 'react-router';
import { CalculatorPage } from '../features/calculator/components/calculator-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { PageBoundary } from './page-boundary';
import { toRouteObject, type AppRoute } from './route-objects';
import { SiteLayout } from './site-layout';

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
export const routes: AppRoute[] = [
  { path: 'admin/*', element: <AdminPages /> },
  {
    element: <SiteLayout />,
    children: [
      {
        element: <PageBoundary />,
        children: [
          { index: true, element: <CalculatorPage /> },
          {
            path: 'ostari',
            lazy: () => import('../features/calculator/components/mall-page'),
          },
          {
            path: 'ostari/yhteystiedot',
            needsSavedOrder: true,
            lazy: () => import('../features/checkout/components/mall-contact-page'),
          },
          {
            path: 'tilauskalenteri',
            lazy: () => import('../features/calendar/components/order-calendar-page'),
          },
          {
            path: 'vapaat-pesuajat',
            needsSavedOrder: true,
            lazy: () => import('../features/calendar/components/free-times-page'),
          },
          {
            path: 'yhteystiedot',
            needsSavedOrder: true,
            lazy: () => import('../features/checkout/components/contact-page'),
          },
          {
            path: 'payment/create',
            needsSavedOrder: true,
            lazy: () => import('../features/payment/components/payment-create-page'),
          },
          {
            path: 'payment/success',
            needsSavedOrder: true,
            lazy: () => import('../features/payment/components/payment-success-page'),
          },
          {
            path: 'payment/cancel',
            needsSavedOrder: true,
            lazy: () => import('../features/payment/components/payment-cancel-page'),
          },
          {
            path: 'kiitos-tilauksesta/:reference',
            needsSavedOrder: true,
            lazy: () => import('../features/thank-you/components/thank-you-page'),
          },
          {
            path: 'kiitos-tilauksesta',
            needsSavedOrder: true,
            lazy: () => import('../features/thank-you/components/thank-you-page'),
          },
          // The privacy notice, in Finnish and in English: its address decides the language.
          {
            path: 'tietosuoja',
            lazy: () => import('../features/privacy/components/privacy-page'),
          },
          {
            path: 'en/privacy',
            lazy: () => import('../features/privacy/components/privacy-page'),
          },
          // The terms of order and the right of withdrawal (issue 15 point 4), likewise.
          {
            path: 'ehdot',
            lazy: () => import('../features/consumer-terms/components/terms-page'),
          },
          {
            path: 'en/terms',
            lazy: () => import('../features/consumer-terms/components/terms-page'),
          },
          // The customer's own order page, from the link in the confirmation mail.
          {
            path: 'tilaus/:token',
            lazy: () => import('../features/manage/components/manage-page'),
          },
          {
            path: 'en/order/:token',
            lazy: () => import('../features/manage/components/manage-page'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

const routeObjects = routes.map(toRouteObject);

function AppRoutes() {
  return useRoutes(routeObjects);
}

/** The pages under whichever router: BrowserRouter here, StaticRouter on the server. */
export function Pages() {
  return (
    // Lazy pages outside the site layout (the back office) wait here for their code.
    <TrackedSuspense fallback={null}>
      <AppRoutes />
    </TrackedSuspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Pages />
    </BrowserRouter>
  );
}
