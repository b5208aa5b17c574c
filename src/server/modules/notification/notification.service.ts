import type {
  Notification,
  NotificationAdmin,
  NotificationForm,
  NotificationState,
} from '#contracts/notification.ts';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { sanitizeExtraInfo } from './notification-html';
import {
  deleteNotification,
  findNotificationById,
  findShowingNotifications,
  insertNotification,
  listNotifications,
  updateNotification,
  type NotificationRow,
  type NotificationValues,
} from './notification.repository';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    extra_info: row.extraInfo,
    start_showing: row.startShowing.toISOString(),
    stop_showing: row.stopShowing.toISOString(),
  };
}

/** The same window as the customers' list: showing from start (included) to stop (excluded). */
export function stateAt(row: NotificationRow, now: Date): NotificationState {
  if (now < row.startShowing) return 'upcoming';
  return now < row.stopShowing ? 'showing' : 'ended';
}

/** The form as stored: extra_info sanitised (decision 026), times as instants. */
function toValues(form: NotificationForm): NotificationValues {
  return {
    type: form.type,
    message: form.message,
    extraInfo: sanitizeExtraInfo(form.extra_info),
    startShowing: new Date(form.start_showing),
    stopShowing: new Date(form.stop_showing),
  };
}

/**
 * Notifications (admin spec sections 3, 5, 7). Customers get the ones showing now; the
 * back office lists, reads, creates, updates and deletes them. Nothing is cached: the
 * customers' list reads the table on every request, so a change shows at once.
 */
export function createNotificationService(db: Database, clock: Clock) {
  const toAdmin = (row: NotificationRow): NotificationAdmin => ({
    ...toNotification(row),
    state: stateAt(row, clock.now()),
  });

  return {
    async listShowing(): Promise<Notification[]> {
      const rows = await findShowingNotifications(db, clock.now());
      return rows.map(toNotification);
    },

    async list(): Promise<NotificationAdmin[]> {
      return (await listNotifications(db)).map(toAdmin);
    },

    async get(id: number): Promise<NotificationAdmin> {
      const row = await findNotificationById(db, id);
      if (!row) throw notFound(`notification ${id}`);
      return toAdmin(row);
    },

    async create(form: NotificationForm): Promise<NotificationAdmin> {
      return toAdmin(await insertNotification(db, toValues(form)));
    },

    async update(id: number, form: NotificationForm): Promise<NotificationAdmin> {
      const row = await updateNotification(db, id, toValues(form));
      if (!row) throw notFound(`notification ${id}`);
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
      if (!(await deleteNotification(db, id))) throw notFound(`notification ${id}`);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
