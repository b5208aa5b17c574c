import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns';

export const notificationTypes = ['NORMAL', 'URGENT', 'INFO'] as const;

/** Notices shown to customers between start_showing and stop_showing. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: notificationTypes }).notNull().default('NORMAL'),
    message: text('message').notNull(),
    /** Popup text; sanitised HTML. */
    extraInfo: text('extra_info'),
    /** The English texts (decision 071); null shows English visitors the Finnish ones. */
    messageEn: text('message_en'),
    extraInfoEn: text('extra_info_en'),
    /** The Swedish texts (decision 078); null shows Swedish visitors the Finnish ones. */
    messageSv: text('message_sv'),
    extraInfoSv: text('extra_info_sv'),
    startShowing: instant('start_showing').notNull(),
    stopShowing: instant('stop_showing').notNull(),
    created: createdAt(),
  },
  (t) => [
    index('notifications_showing_idx').on(t.startShowing, t.stopShowing),
    oneOf('notifications_type_check', t.type, notificationTypes),
    check('notifications_period_check', sql`${t.startShowing} <= ${t.stopShowing}`),
  ],
);
