/**
 * The customer's job as a calendar file (RFC 5545, issue 15 point 3): one VEVENT with the
 * start, the end, the address and the washer's first name, in the order's language.
 * Attached to the confirmation and move mails and offered on the order page. A mall order
 * (a month, no time) and an order waiting for a new time have none.
 */
import ical from 'ical-generator';
import type { Language } from '#contracts/messages.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import type { MailAttachment } from '#server/integrations/mail/mailer.ts';
import type { OrderDetails } from '../order/order.repository';

const texts = {
  fi: { summary: 'Ikkunanpesu', washer: 'Ikkunanpesijä', order: 'Tilaus' },
  en: { summary: 'Window cleaning', washer: 'Window cleaner', order: 'Order' },
} as const satisfies Record<Language, unknown>;

export interface JobTimes {
  start: Date;
  end: Date;
}

/** The job's start and end, or null when the order has no time (mall, needs a new time). */
export function jobTimesOf(order: OrderDetails): JobTimes | null {
  if (!order.shippingDay || !order.startTime || order.mallStartingMonth) return null;
  if (order.status === 'needs_new_time') return null;
  const start = helsinkiInstant(order.shippingDay, order.startTime.slice(0, 5));
  const end = new Date(start.getTime() + Math.max(1, order.washingTime) * 60_000);
  return { start, end };
}

export interface CalendarOptions {
  washerFirstName: string | null;
  /** The site's host, for the event's UID (stable per order, so a moved job replaces it). */
  host: string;
  now: Date;
}

export function orderCalendar(order: OrderDetails, options: CalendarOptions): string | null {
  const times = jobTimesOf(order);
  if (!times) return null;
  const t = texts[order.language];
  const shipping = order.addresses.find((a) => a.type === 'shipping');
  const calendar = ical({
    prodId: { company: options.host, product: 'order', language: order.language.toUpperCase() },
  });
  calendar.createEvent({
    id: `order-${order.id}@${options.host}`,
    start: times.start,
    end: times.end,
    stamp: options.now,
    summary: t.summary,
    location: shipping
      ? `${shipping.streetAddress}, ${shipping.postalCode} ${shipping.city}`
      : null,
    description: [
      options.washerFirstName ? `${t.washer}: ${options.washerFirstName}` : null,
      `${t.order}: ${order.orderNumber}`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
  });
  return calendar.toString();
}

export function orderCalendarAttachment(
  order: OrderDetails,
  options: CalendarOptions,
): MailAttachment | null {
  const content = orderCalendar(order, options);
  if (!content) return null;
  return {
    filename: `${order.language === 'fi' ? 'ikkunanpesu' : 'window-cleaning'}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content,
  };
}
