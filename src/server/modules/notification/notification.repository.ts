import { and, asc, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Notifications whose showing window [start_showing, stop_showing) contains `at`. */
export function findShowingNotifications(db: Database, at: Date): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(lte(notifications.startShowing, at), gt(notifications.stopShowing, at)))
    .orderBy(asc(notifications.startShowing), asc(notifications.id));
}
