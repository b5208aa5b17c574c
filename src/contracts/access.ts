/**
 * Who may call what (issue 23, decision 058): the one table of the back office's routes and
 * the roles that may call them. The server's guard refuses a route outside the caller's role
 * with 403 FORBIDDEN before anything runs; the browser shows only the menu entries and buttons
 * whose route the role may call (`canCall`). A route missing from this table is admin-only
 * (fail closed), and a test walks every route of the app against it.
 *
 * - admin: everything.
 * - office: the day's work (orders, dispatch, staff orders, customers' find and export,
 *   calendar blocks, notifications, campaign codes); not users, prices, settings, the seller's
 *   details, erasure or the washers' feed secrets.
 * - washer: their own jobs (the washer's day) and their own profile.
 *
 * `self` grants a route on the caller's own user (`:id` is their id) to any role.
 */
export const staffRoles = ['admin', 'office', 'washer'] as const;
export type StaffRole = (typeof staffRoles)[number];

type Grant = StaffRole | 'self';

const admin: readonly Grant[] = ['admin'];
const office: readonly Grant[] = ['admin', 'office'];
const everyone: readonly Grant[] = ['admin', 'office', 'washer'];
const washer: readonly Grant[] = ['washer'];
const adminOrSelf: readonly Grant[] = ['admin', 'self'];

/** `METHOD /api/path` as the route is declared (Fastify's `routeOptions.url`). */
export const routeGrants = {
  // Signing in and one's own profile.
  'GET /api/auth': everyone,
  'POST /api/auth/totp/setup': everyone,
  'POST /api/auth/totp/enable': everyone,
  'POST /api/auth/totp/disable': everyone,
  'GET /api/auth/:id': office,
  'PUT /api/users/:id': adminOrSelf,
  // Users.
  'POST /api/auth/register': admin,
  'GET /api/users': admin,
  'GET /api/users/:id': adminOrSelf,
  'DELETE /api/users/:id': admin,
  'DELETE /api/users/:id/totp': admin,
  // The washer's own day.
  'GET /api/my/jobs': washer,
  'POST /api/my/jobs/:orderId/progress': washer,
  'POST /api/my/jobs/:orderId/photos': washer,
  // A photo: staff who may see the order; a washer only of their own job (checked by the route).
  'GET /api/order/:id/photos/:photoId': everyone,
  // The day's work.
  'GET /api/dispatch': office,
  'GET /api/dashboard': office,
  'GET /api/order': office,
  'POST /api/order/staff': office,
  // The phone order form's free starts of a washer and its customer lookup (issue 24).
  'GET /api/order/staff/free-starts': office,
  'GET /api/order/staff/customer': office,
  'GET /api/order/:id': office,
  'PUT /api/order/:id': office,
  'DELETE /api/order/:id': office,
  'POST /api/order/:id/cancel': office,
  'POST /api/order/:id/reschedule': office,
  'POST /api/order/:id/refund': office,
  // The money apart from the job (issue 24).
  'POST /api/order/:id/payments': office,
  'POST /api/order/:id/refunds': office,
  'POST /api/order/:id/void': office,
  'POST /api/order/:id/mark-done': office,
  'GET /api/order/:id/history': office,
  'GET /api/order/:id/receipt.pdf': office,
  'GET /api/order/:id/photos': office,
  'POST /api/customers/search': office,
  'GET /api/customers/export': office,
  'GET /api/calendar/disabled_dates': office,
  'POST /api/calendar/:id': office,
  'POST /api/calendar/:id/over-jobs': office,
  'DELETE /api/calendar/:id': office,
  'GET /api/notification/list': office,
  'GET /api/notification/:id': office,
  'POST /api/notification': office,
  'PUT /api/notification/:id': office,
  'DELETE /api/notification/:id': office,
  'GET /api/discount': office,
  'GET /api/discount/:id': office,
  'POST /api/discount': office,
  'PUT /api/discount/:id': office,
  'DELETE /api/discount/:id': office,
  // The washers' names for the staff order form and the order's washer choice.
  'GET /api/settings/cleaners': office,
  // What is owed and what was earned (issue 24): the office's money work.
  'GET /api/receivables': office,
  'POST /api/receivables/:orderId/reminder': office,
  'GET /api/reports/revenue': office,
  'GET /api/reports/summary': office,
  'GET /api/reports/orders.csv': office,
  // The invoices' terms are read where the office works with receivables; set by an admin.
  'GET /api/settings/payment-terms': office,
  // Admin only: prices, settings, the seller's details, erasure, feed secrets.
  'GET /api/counter': admin,
  'PUT /api/counter/:counterId': admin,
  'POST /api/customers/erase': admin,
  'PUT /api/settings/shop-info': admin,
  'PUT /api/settings/shop-info/logo': admin,
  'DELETE /api/settings/shop-info/logo': admin,
  'PUT /api/settings/payment-terms': admin,
  'GET /api/settings/suggestions': admin,
  'GET /api/settings/postalcodes': admin,
  'GET /api/settings/postalareas': admin,
  'POST /api/settings/postalareas': admin,
  'DELETE /api/settings/postalarea/:id': admin,
  'POST /api/settings/cleaners': admin,
  'DELETE /api/settings/cleaner/:id': admin,
  'POST /api/settings/cleaner/:id/ics-secret': admin,
} as const satisfies Record<string, readonly Grant[]>;
export type GuardedRoute = keyof typeof routeGrants;

function grantsOf(route: string): readonly Grant[] {
  return (routeGrants as Record<string, readonly Grant[]>)[route] ?? admin;
}

/** May a user of this role call the route at all (on someone else's user, for `self`)? */
export function canCall(role: StaffRole, route: GuardedRoute): boolean {
  return grantsOf(route).includes(role);
}

/**
 * The server's check of one request: the role's grant, or `self` with the caller's own user
 * id in the path. Unknown routes are admin-only.
 */
export function isAllowed(
  route: string,
  caller: { role: StaffRole; userId: number },
  params: Record<string, unknown>,
): boolean {
  const grants = grantsOf(route);
  if (grants.includes(caller.role)) return true;
  if (!grants.includes('self')) return false;
  const target = params.id;
  return target !== undefined && String(target) === String(caller.userId);
}

/** The page a role lands on after sign-in. */
export function homeOf(role: StaffRole): string {
  return role === 'washer' ? '/admin/my-day' : '/admin/dispatch';
}
