import { NotFoundPage } from '../features/errors/components/not-found-page';
import { PageBoundary } from './page-boundary';

/**
 * The back office under /admin. Only these route objects are in the first download: every
 * page, the layout, the admin texts (locales/<lang>/admin*.json) and the admin features
 * load when /admin is visited (e2e/admin-bundle.spec.ts checks the customer pages never
 * fetch them). /admin is the login; every other page sits in the layout, which refuses
 * to show anything without a session.
 */
const comingSoon = () => import('./admin-coming-soon');

/** Sections whose screens are still to be built: they show a 'coming soon' page. */
const comingSoonPaths = [
  'order/list',
  'order/edit/:orderId',
  'counter/list',
  'counter/create',
  'counter/edit/:counterId',
  'discount/list',
  'discount/create',
  'discount/edit/:discountId',
  'notification/list',
  'notification/create',
  'notification/edit/:notificationId',
  'settings',
];

export const adminRoutes = {
  path: 'admin',
  children: [
    {
      element: <PageBoundary />,
      children: [
        { index: true, lazy: () => import('../features/admin-auth/components/login-page') },
      ],
    },
    {
      lazy: () => import('./admin-layout'),
      children: [
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
          path: 'calendar',
          lazy: () => import('../features/admin-calendar/components/calendar-page'),
        },
        { path: 'profile', lazy: () => import('../features/admin-auth/components/profile-page') },
        ...comingSoonPaths.map((path) => ({ path, lazy: comingSoon })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
};
