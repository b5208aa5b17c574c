import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/index.ts';
import { publicAnswersChannel } from '#server/lib/public-answer-cache.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  | 'type'
  | 'message'
  | 'extraInfo'
  | 'messageEn'
  | 'extraInfoEn'
  | 'messageSv'
  | 'extraInfoSv'
  | 'startShowing'
  | 'stopShowing'
>;

/** Notifications whose showing window [start_showing, stop_showing) contains `at`. */
export function findShowingNotifications(db: Database, at: Date): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(lte(notifications.startShowing, at), gt(notifications.stopShowing, at)))
    .orderBy(asc(notifications.startShowing), asc(notifications.id));
}

/** The first start or stop of showing after `at`, when the customers' list next changes; or null. */
export async function findNextShowingChange(db: Database, at: Date): Promise<Date | null> {
  const { startShowing: start, stopShowing: stop } = notifications;
  // least() skips a null: no start or no stop ahead.
  const [row] = await db
    .select({
      first: sql<Date | null>`least(
        min(${start}) filter (where ${gt(start, at)}),
        min(${stop}) filter (where ${gt(stop, at)}))`.mapWith(start),
    })
    .from(notifications);
  return row?.first ?? null;
}

/** Every notification, the latest start first (then the newest). */
export function listNotifications(db: Database): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .orderBy(desc(notifications.startShowing), desc(notifications.id));
}

export async function findNotificationById(
  db: Database,
  id: number,
): Promise<NotificationRow | null> {
  const rows = await db.select().from(notifications).where(eq(notifications.id, id));
  return rows[0] ?? null;
}

export async function insertNotification(
  db: Database,
  values: NotificationValues,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export async function updateNotification(
  db: Database,
  id: number,
  values: NotificationValues,
): Promise<NotificationRow | null> {
  const rows = await db
    .update(notifications)
    .set(values)
    .where(eq(notifications.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteNotification(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.id, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Announces a change to every process (decision 043): inside its transaction, sent at commit. */
export async function notifyNotificationsChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${publicAnswersChannel}, 'notification')`);
}
