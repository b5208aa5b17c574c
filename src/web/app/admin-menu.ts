import { canCall, type GuardedRoute, type StaffRole } from '#contracts/access.ts';
import type { AdminIconName } from './admin-icons';

/**
 * The back office's menu (admin spec section 2), in the spec's order. `section` is the
 * first path segment after /admin/: it marks the entry active on every page of the section.
 */
export interface AdminMenuEntry {
  to: string;
  section: string;
  label: AdminIconName;
  /** The route the page cannot work without: the entry shows only to roles that may call it. */
  route: GuardedRoute;
}

export const adminMenu: readonly AdminMenuEntry[] = [
  { to: '/admin/dispatch', section: 'dispatch', label: 'dispatch', route: 'GET /api/dispatch' },
  { to: '/admin/dashboard', section: 'dashboard', label: 'dashboard', route: 'GET /api/dashboard' },
  { to: '/admin/order/list', section: 'order', label: 'orders', route: 'GET /api/order' },
  // The money side (issue 24): what is owed, and the reports.
  {
    to: '/admin/receivables',
    section: 'receivables',
    label: 'receivables',
    route: 'GET /api/receivables',
  },
  { to: '/admin/reports', section: 'reports', label: 'reports', route: 'GET /api/reports/revenue' },
  {
    to: '/admin/customers',
    section: 'customers',
    label: 'customers',
    route: 'POST /api/customers/search',
  },
  { to: '/admin/counter/list', section: 'counter', label: 'counter', route: 'GET /api/counter' },
  {
    to: '/admin/discount/list',
    section: 'discount',
    label: 'discounts',
    route: 'GET /api/discount',
  },
  {
    to: '/admin/calendar',
    section: 'calendar',
    label: 'calendar',
    route: 'GET /api/calendar/disabled_dates',
  },
  {
    to: '/admin/notification/list',
    section: 'notification',
    label: 'notifications',
    route: 'GET /api/notification/list',
  },
  { to: '/admin/user/list', section: 'user', label: 'users', route: 'GET /api/users' },
  {
    to: '/admin/settings',
    section: 'settings',
    label: 'settings',
    route: 'GET /api/settings/postalareas',
  },
  // The washer's own day (issue 23): its route is a washer's only.
  { to: '/admin/my-day', section: 'my-day', label: 'my_day', route: 'GET /api/my/jobs' },
];

/** The menu entry of a path such as /admin/user/edit/3, if any. */
export function menuEntryOf(pathname: string): AdminMenuEntry | undefined {
  const section = pathname.split('/')[2] ?? '';
  return adminMenu.find((entry) => entry.section === section);
}

/** The entries a role may use, in the menu's order. */
export const menuOf = (role: StaffRole) => adminMenu.filter((entry) => canCall(role, entry.route));
