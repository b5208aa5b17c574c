/**
 * A washer's jobs as an iCalendar document (RFC 5545) for a phone calendar's subscription:
 * one VEVENT per job, with the address as LOCATION and the office's note for the washer,
 * the door code (the customer's note), the customer and the length in DESCRIPTION. A next visit the customer has not yet
 * confirmed (decision 053) holds the washer's time, so it is in the feed, TENTATIVE and
 * named so. Each event has the order's number and the UID and SEQUENCE of the customer's
 * event (decision 063). A subscribed feed has no METHOD: it is not an iMIP message.
 * Written by ical-generator; the texts are Finnish, the washers' language.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedJob } from '../dispatch/dispatch.service';
import { calendarEventUid } from '../manage/order-calendar';

const texts = {
  calendarName: 'Ikkunanpesut',
  noteForWasher: 'Lisätiedot pesijälle',
  note: 'Ohje / ovikoodi',
  customer: 'Asiakas',
  phone: 'Puhelin',
  length: 'Kesto',
  reference: 'Tilaus',
  proposed: 'Ehdotus, ei vahvistettu',
} as const;

export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export interface FeedOptions {
  washerName: string;
  /** The site's host, for the events' UIDs (stable per order). */
  host: string;
  now: Date;
}

export function jobsCalendar(jobs: readonly FeedJob[], options: FeedOptions): string {
  const calendar = ical({
    name: `${texts.calendarName}: ${options.washerName}`,
    prodId: { company: options.host, product: 'dispatch', language: 'FI' },
  });
  for (const job of jobs) {
    const start = new Date(job.start);
    const end = new Date(job.end);
    const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
    const { street, postalCode, city, message } = job.address;
    const description = [
      job.noteForWasher ? `${texts.noteForWasher}: ${job.noteForWasher}` : null,
      message ? `${texts.note}: ${message}` : null,
      `${texts.customer}: ${job.customer.name}`,
      `${texts.phone}: ${job.customer.phone}`,
      `${texts.length}: ${durationText(minutes)}`,
      `${texts.reference}: ${job.orderNumber}`,
    ].filter((line): line is string => line !== null);
    const isProposal = job.status === 'proposed';
    calendar.createEvent({
      // The customer's event's UID and SEQUENCE (decision 063), never the database id.
      id: calendarEventUid(job.calendarUid, options.host),
      sequence: job.calendarSequence,
      start,
      end,
      stamp: options.now,
      status: isProposal ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      summary: `${isProposal ? `${texts.proposed}: ` : ''}${street}, ${city}`,
      location: `${street}, ${postalCode} ${city}`,
      description: description.join('\n'),
    });
  }
  return calendar.toString();
}
