/**
 * The one place that makes the calendar of an order (issue 25 point 1, decision 063): the
 * customer's job as an iTIP object (RFC 5545, RFC 5546) for the mails (iMIP, RFC 6047) and
 * the order page's calendar.ics. One VEVENT in the order's language:
 * - METHOD:REQUEST while the job has a time (STATUS:CONFIRMED, or TENTATIVE for a proposed
 *   next visit), on the confirmation, a move and a proposal;
 * - METHOD:CANCEL with STATUS:CANCELLED once cancelled, at the time it had;
 * - UID `<orders.calendar_uid>@<host>` and SEQUENCE orders.calendar_sequence, raised in the
 *   transaction that moves or cancels the job, so a calendar updates the one event it holds;
 * - ORGANIZER the company (seller's name and e-mail), ATTENDEE the customer (RSVP=FALSE).
 * A mall order (a month, no time) and an order waiting for a new time have none.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { Language } from '#contracts/messages.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import type { MailCalendar } from '#server/integrations/mail/mailer.ts';
import type { OrderDetails } from '../order/order.repository';

const texts = {
  fi: {
    summary: 'Ikkunanpesu',
    fileName: 'ikkunanpesu.ics',
    washer: 'Ikkunanpesijä',
    order: 'Tilaus',
    proposal: 'Ehdotus: vahvista se tilauksesi sivulla (linkki sähköpostissa).',
    cancelled: 'Peruttu',
  },
  en: {
    summary: 'Window cleaning',
    fileName: 'window-cleaning.ics',
    washer: 'Window cleaner',
    order: 'Order',
    proposal: 'A proposal: confirm it on your order page (the link is in the e-mail).',
    cancelled: 'Cancelled',
  },
  sv: {
    summary: 'Fönstertvätt',
    fileName: 'fonstertvatt.ics',
    washer: 'Fönstertvättare',
    order: 'Beställning',
    proposal:
      'Ett förslag: bekräfta det på din beställningssida (länken finns i e-postmeddelandet).',
    cancelled: 'Avbokad',
  },
} as const satisfies Record<Language, unknown>;

export interface JobTimes {
  start: Date;
  end: Date;
}

/** The job's start and end as stored, or null when it has none (mall order, no day). */
function storedTimesOf(order: OrderDetails): JobTimes | null {
  if (!order.shippingDay || !order.startTime || order.mallStartingMonth) return null;
  const start = helsinkiInstant(order.shippingDay, order.startTime.slice(0, 5));
  const end = new Date(start.getTime() + Math.max(1, order.washingTime) * 60_000);
  return { start, end };
}

/**
 * Whether the order was booked at a time of day. A mall order (a starting month) never is:
 * its mail and page offer no move and no calendar file (issue 28 point 8, decision 073).
 */
export const hasJobTime = (order: OrderDetails): boolean => storedTimesOf(order) !== null;

/** The job's start and end, or null when the order has no time (mall, needs a new time). */
export function jobTimesOf(order: OrderDetails): JobTimes | null {
  if (order.status === 'needs_new_time') return null;
  return storedTimesOf(order);
}

/** The iTIP method of the order's calendar now, or null when it has none (decision 063). */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** The event's UID: the order's random calendar UID at the site's host, never the row id. */
export const calendarEventUid = (calendarUid: string, host: string) => `${calendarUid}@${host}`;

/** The company as the event's organizer: the seller's name and e-mail. */
export interface CalendarOrganizer {
  name: string;
  email: string;
}

export interface CalendarOptions {
  washerFirstName: string | null;
  /** The site's host, the domain part of the event's UID. */
  host: string;
  organizer: CalendarOrganizer;
  /** DTSTAMP: when this calendar object is made. */
  now: Date;
}

export interface OrderCalendar {
  method: CalendarMethod;
  content: string;
  /** The file's name in the order's language, as its text (decision 071). */
  fileName: string;
}

function methodAndTimes(order: OrderDetails): { method: CalendarMethod; times: JobTimes } | null {
  if (order.status === 'cancelled') {
    const times = storedTimesOf(order);
    return times ? { method: 'CANCEL', times } : null;
  }
  const times = jobTimesOf(order);
  return times ? { method: 'REQUEST', times } : null;
}

export function orderCalendar(order: OrderDetails, options: CalendarOptions): OrderCalendar | null {
  const found = methodAndTimes(order);
  if (!found) return null;
  const { method, times } = found;
  const t = texts[order.language];
  const shipping = order.addresses.find((a) => a.type === 'shipping');
  const calendar = ical({
    prodId: { company: options.host, product: 'order', language: order.language.toUpperCase() },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const isProposal = order.status === 'proposed';
  const status =
    method === 'CANCEL'
      ? ICalEventStatus.CANCELLED
      : isProposal
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED;
  const email = order.customer.email.trim();
  calendar.createEvent({
    id: calendarEventUid(order.calendarUid, options.host),
    sequence: order.calendarSequence,
    start: times.start,
    end: times.end,
    stamp: options.now,
    status,
    summary: method === 'CANCEL' ? `${t.cancelled}: ${t.summary}` : t.summary,
    location: shipping
      ? `${shipping.streetAddress}, ${shipping.postalCode} ${shipping.city}`
      : null,
    description: [
      isProposal && method === 'REQUEST' ? t.proposal : null,
      options.washerFirstName ? `${t.washer}: ${options.washerFirstName}` : null,
      `${t.order}: ${order.orderNumber}`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    organizer: { name: options.organizer.name, email: options.organizer.email },
    // The customer, who gets the mail: no reply is asked for, the order page is the answer.
    attendees: email.includes('@')
      ? [
          {
            email,
            name: order.customer.name,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            rsvp: false,
          },
        ]
      : [],
  });
  return { method, content: calendar.toString(), fileName: t.fileName };
}

/** The order's calendar as a mail's iMIP part, or null when it has none. */
export function orderCalendarMailPart(
  order: OrderDetails,
  options: CalendarOptions,
): MailCalendar | null {
  const made = orderCalendar(order, options);
  if (!made) return null;
  return {
    method: made.method,
    filename: made.fileName,
    content: made.content,
  };
}
