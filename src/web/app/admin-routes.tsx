import './mantine-admin-styles';
import { useRoutes } from 'react-router';
import type { GuardedRoute } from '#contracts/access.ts';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { PageBoundary } from './page-boundary';
import { RoleGate } from './role-gate';
import { toRouteObject, type AppRoute } from './route-objects';

/**
 * A back-office page names the route its page cannot work without (`requires`): a role that
 * may not call it (src/contracts/access.ts) gets "not allowed" there (role-gate.tsx), and the
 * menu hides its entry (admin-menu.ts) by the same table.
 */
interface AdminRoute extends Omit<AppRoute, 'children'> {
  requires?: GuardedRoute;
  children?: AdminRoute[];
}

function gated({ requires, children, ...route }: AdminRoute): AppRoute {
  const page: AppRoute = { ...route, ...(children ? { children: children.map(gated) } : {}) };
  return requires ? { element: <RoleGate route={requires} />, children: [page] } : page;
}

/**
 * The back office under /admin (app/router.tsx: `admin/*`). This table, every page, the
 * layout, the admin texts (locales/<lang>/admin*.json) and the admin features load when
 * /admin is visited; the table was in the landing page's download until decision 057 (e2e/admin-bundle.spec.ts checks the customer pages never
 * fetch them). /admin is the login; every other page sits in the layout, which refuses
 * to show anything without a session.
 */
const adminRoutes: AdminRoute[] = [
  {
    element: <PageBoundary />,
    children: [{ index: true, lazy: () => import('../features/admin-auth/components/login-page') }],
  },
  {
    lazy: () => import('./admin-layout'),
    children: [
      {
        path: 'dispatch',
        requires: 'GET /api/dispatch',
        lazy: () => import('../features/admin-dispatch/components/dispatch-page'),
      },
      {
        path: 'dispatch/:washerId/:date/print',
        lazy: () => import('../features/admin-dispatch/components/run-sheet-page'),
      },
      {
        path: 'dashboard',
        requires: 'GET /api/dashboard',
        lazy: () => import('../features/admin-dashboard/components/dashboard-page'),
      },
      {
        path: 'user/list',
        requires: 'GET /api/users',
        lazy: () => import('../features/admin-users/components/user-list-page'),
      },
      {
        path: 'user/create',
        requires: 'POST /api/auth/register',
        lazy: () => import('../features/admin-users/components/user-create-page'),
      },
      {
        path: 'user/edit/:userId',
        requires: 'GET /api/users',
        lazy: () => import('../features/admin-users/components/user-edit-page'),
      },
      {
        path: 'notification/list',
        requires: 'GET /api/notification/list',
        lazy: () => import('../features/admin-notifications/components/notification-list-page'),
      },
      {
        path: 'notification/create',
        requires: 'POST /api/notification',
        lazy: () => import('../features/admin-notifications/components/notification-create-page'),
      },
      {
        path: 'notification/edit/:notificationId',
        requires: 'GET /api/notification/:id',
        lazy: () => import('../features/admin-notifications/components/notification-edit-page'),
      },
      {
        path: 'discount/list',
        requires: 'GET /api/discount',
        lazy: () => import('../features/admin-discounts/components/discount-list-page'),
      },
      {
        path: 'discount/create',
        requires: 'POST /api/discount',
        lazy: () => import('../features/admin-discounts/components/discount-create-page'),
      },
      {
        path: 'discount/edit/:discountId',
        requires: 'GET /api/discount/:id',
        lazy: () => import('../features/admin-discounts/components/discount-edit-page'),
      },
      {
        path: 'counter/list',
        requires: 'GET /api/counter',
        lazy: () => import('../features/admin-counter/components/counter-list-page'),
      },
      {
        path: 'counter/create',
        requires: 'PUT /api/counter/:counterId',
        lazy: () => import('../features/admin-counter/components/counter-create-page'),
      },
      {
        path: 'counter/edit/:counterId',
        requires: 'PUT /api/counter/:counterId',
        lazy: () => import('../features/admin-counter/components/counter-edit-page'),
      },
      {
        path: 'order/list',
        requires: 'GET /api/order',
        lazy: () => import('../features/admin-orders/components/order-list-page'),
      },
      {
        path: 'order/edit/:orderId',
        requires: 'GET /api/order/:id',
        lazy: () => import('../features/admin-orders/components/order-edit-page'),
      },
      {
        path: 'order/new',
        requires: 'POST /api/order/staff',
        lazy: () => import('../features/admin-staff-order/components/staff-order-page'),
      },
      {
        path: 'receivables',
        requires: 'GET /api/receivables',
        lazy: () => import('../features/admin-receivables/components/receivables-page'),
      },
      {
        path: 'reports',
        requires: 'GET /api/reports/revenue',
        lazy: () => import('../features/admin-reports/components/reports-page'),
      },
      {
        path: 'customers',
        requires: 'POST /api/customers/search',
        lazy: () => import('../features/admin-customers/components/customer-data-page'),
      },
      {
        path: 'calendar',
        requires: 'GET /api/calendar/disabled_dates',
        lazy: () => import('../features/admin-calendar/components/calendar-page'),
      },
      {
        path: 'settings',
        requires: 'GET /api/settings/postalareas',
        lazy: () => import('../features/admin-settings/components/settings-page'),
      },
      { path: 'profile', lazy: () => import('../features/admin-auth/components/profile-page') },
      {
        path: 'my-day',
        requires: 'GET /api/my/jobs',
        lazy: () => import('../features/washer-day/components/my-day-page'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const adminRouteObjects = adminRoutes.map(gated).map(toRouteObject);

/** The back office's pages, below `/admin/*`. */
export function AdminPages() {
  // The title is set by its header's AdminBrand (decision 077), inside the query provider.
  return useRoutes(adminRouteObjects);
}
