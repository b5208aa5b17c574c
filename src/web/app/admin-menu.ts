import type { AdminIconName } from './admin-icons';

/**
 * The back office's menu (admin spec section 2), in the spec's order. `section` is the
 * first path segment after /admin/: it marks the entry active on every page of the section.
 */
export interface AdminMenuEntry {
  to: string;
  section: string;
  label: AdminIconName;
}

export const adminMenu: readonly AdminMenuEntry[] = [
  { to: '/admin/dispatch', section: 'dispatch', label: 'dispatch' },
  { to: '/admin/dashboard', section: 'dashboard', label: 'dashboard' },
  { to: '/admin/order/list', section: 'order', label: 'orders' },
  { to: '/admin/customers', section: 'customers', label: 'customers' },
  { to: '/admin/counter/list', section: 'counter', label: 'counter' },
  { to: '/admin/discount/list', section: 'discount', label: 'discounts' },
  { to: '/admin/calendar', section: 'calendar', label: 'calendar' },
  { to: '/admin/notification/list', section: 'notification', label: 'notifications' },
  { to: '/admin/user/list', section: 'user', label: 'users' },
  { to: '/admin/settings', section: 'settings', label: 'settings' },
];

/** The menu entry of a path such as /admin/user/edit/3, if any. */
export function menuEntryOf(pathname: string): AdminMenuEntry | undefined {
  const section = pathname.split('/')[2] ?? '';
  return adminMenu.find((entry) => entry.section === section);
}
