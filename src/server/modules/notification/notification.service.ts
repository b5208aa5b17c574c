import type { Notification } from '../../../contracts/notification';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findShowingNotifications, type NotificationRow } from './notification.repository';

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

export function createNotificationService(db: Database, clock: Clock) {
  return {
    async listShowing(): Promise<Notification[]> {
      const rows = await findShowingNotifications(db, clock.now());
      return rows.map(toNotification);
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
