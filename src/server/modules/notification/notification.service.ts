import { z } from 'zod';
import {
  notificationSchema,
  type Notification,
  type NotificationAdmin,
  type NotificationForm,
  type NotificationState,
} from '#contracts/notification.ts';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { CachedAnswer } from '#server/lib/cached-answer.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { PublicAnswerCache } from '#server/lib/public-answer-cache.ts';
import { sanitizeExtraInfo } from './notification-html';
import {
  deleteNotification,
  findNextShowingChange,
  findNotificationById,
  findShowingNotifications,
  insertNotification,
  listNotifications,
  notifyNotificationsChanged,
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

/** The customers' list: the answer of GET notification. */
export const showingListSchema = z.array(notificationSchema);

/** The one key of the public answer. */
const publicAnswerKey = 'notifications';

/**
 * Notifications (admin spec sections 3, 5, 7). Customers get the ones showing now, kept
 * serialised (decision 043) until the next start or stop of showing, or until a change:
 * in this process at once, in the others by NOTIFY at commit. The back office lists,
 * reads, creates, updates and deletes them.
 */
export function createNotificationService(db: Database, clock: Clock, answers: PublicAnswerCache) {
  const toAdmin = (row: NotificationRow): NotificationAdmin => ({
    ...toNotification(row),
    state: stateAt(row, clock.now()),
  });

  /** Runs a write with its NOTIFY in one transaction, then drops this process's answer. */
  async function announced<T>(write: (tx: Database) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const written = await write(tx);
      await notifyNotificationsChanged(tx);
      return written;
    });
    answers.drop(publicAnswerKey);
    return result;
  }

  return {
    /** GET notification's answer as JSON bytes, from memory until it changes. */
    showingAnswer(): Promise<CachedAnswer> {
      return answers.get(publicAnswerKey, async (now) => {
        const rows = await findShowingNotifications(db, now);
        const expiresAt = await findNextShowingChange(db, now);
        return {
          json: JSON.stringify(z.encode(showingListSchema, rows.map(toNotification))),
          expiresAt,
        };
      });
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
      return toAdmin(await announced((tx) => insertNotification(tx, toValues(form))));
    },

    async update(id: number, form: NotificationForm): Promise<NotificationAdmin> {
      const row = await announced((tx) => updateNotification(tx, id, toValues(form)));
      if (!row) throw notFound(`notification ${id}`);
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
      if (!(await announced((tx) => deleteNotification(tx, id)))) {
        throw notFound(`notification ${id}`);
      }
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
