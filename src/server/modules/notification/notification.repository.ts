import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  'type' | 'message' | 'extraInfo' | 'startShowing' | 'stopShowing'
>;

/** Notifications whose showing window [start_showing, stop_showing) contains `at`. */
export function findShowingNotifications(db: Database, at: Date): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(lte(notifications.startShowing, at), gt(notifications.stopShowing, at)))
    .orderBy(asc(notifications.startShowing), asc(notifications.id));
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
