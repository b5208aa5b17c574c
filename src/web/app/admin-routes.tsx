import { useRoutes } from 'react-router';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { PageBoundary } from './page-boundary';
import { toRouteObject, type AppRoute } from './route-objects';

/**
 * The back office under /admin (app/router.tsx: `admin/*`). This table, every page, the
 * layout, the admin texts (locales/<lang>/admin*.json) and the admin features load when
 * /admin is visited; the table was in the landing page's download until decision 057 (e2e/admin-bundle.spec.ts checks the customer pages never
 * fetch them). /admin is the login; every other page sits in the layout, which refuses
 * to show anything without a session.
 */
const adminRoutes: AppRoute[] = [
  {
    element: <PageBoundary />,
    children: [{ index: true, lazy: () => import('../features/admin-auth/components/login-page') }],
  },
  {
    lazy: () => import('./admin-layout'),
    children: [
      {
        path: 'dispatch',
        lazy: () => import('../features/admin-dispatch/components/dispatch-page'),
      },
      {
        path: 'dispatch/:washerId/:date/print',
        lazy: () => import('../features/admin-dispatch/components/run-sheet-page'),
      },
      {
        path: 'dashboard',
        lazy: () => import('../features/admin-dashboard/components/dashboard-page'),
      },
      {
        path: 'user/list',
        lazy: () => import('../features/admin-users/components/user-list-page'),
      },
      {
        path: 'user/create',
        lazy: () => import('../features/admin-users/components/user-create-page'),
      },
      {
        path: 'user/edit/:userId',
        lazy: () => import('../features/admin-users/components/user-edit-page'),
      },
      {
        path: 'notification/list',
        lazy: () => import('../features/admin-notifications/components/notification-list-page'),
      },
      {
        path: 'notification/create',
        lazy: () => import('../features/admin-notifications/components/notification-create-page'),
      },
      {
        path: 'notification/edit/:notificationId',
        lazy: () => import('../features/admin-notifications/components/notification-edit-page'),
      },
      {
        path: 'discount/list',
        lazy: () => import('../features/admin-discounts/components/discount-list-page'),
      },
      {
        path: 'discount/create',
        lazy: () => import('../features/admin-discounts/components/discount-create-page'),
      },
      {
        path: 'discount/edit/:discountId',
        lazy: () => import('../features/admin-discounts/components/discount-edit-page'),
      },
      {
        path: 'counter/list',
        lazy: () => import('../features/admin-counter/components/counter-list-page'),
      },
      {
        path: 'counter/create',
        lazy: () => import('../features/admin-counter/components/counter-create-page'),
      },
      {
        path: 'counter/edit/:counterId',
        lazy: () => import('../features/admin-counter/components/counter-edit-page'),
      },
      {
        path: 'order/list',
        lazy: () => import('../features/admin-orders/components/order-list-page'),
      },
      {
        path: 'order/edit/:orderId',
        lazy: () => import('../features/admin-orders/components/order-edit-page'),
      },
      {
        path: 'order/new',
        lazy: () => import('../features/admin-staff-order/components/staff-order-page'),
      },
      {
        path: 'customers',
        lazy: () => import('../features/admin-customers/components/customer-data-page'),
      },
      {
        path: 'calendar',
        lazy: () => import('../features/admin-calendar/components/calendar-page'),
      },
      {
        path: 'settings',
        lazy: () => import('../features/admin-settings/components/settings-page'),
      },
      { path: 'profile', lazy: () => import('../features/admin-auth/components/profile-page') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const adminRouteObjects = adminRoutes.map(toRouteObject);

/** The back office's pages, below `/admin/*`. */
export function AdminPages() {
  return useRoutes(adminRouteObjects);
}
