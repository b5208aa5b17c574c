/**
 * Calendars read back by ical.js, a kept iCalendar parser (decision 063): an iTIP object's
 * METHOD and its one VEVENT, and a mail's iMIP part (read by mailparser) checked against its
 * MIME method and its attached copy.
 */
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { ParsedMail } from './smtp';

export interface ReadEvent {
  method: string | null;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string | null;
  stamp: string;
  organizer: string;
  organizerName: string | null;
  attendee: string | null;
  rsvp: string | null;
}

/** A calendar address with its scheme in lower case (URI schemes ignore case, RFC 3986). */
const address = (value: unknown) => String(value).replace(/^mailto:/i, 'mailto:');

/** One iTIP object read back by ical.js: its METHOD and its one VEVENT. */
export function readCalendar(text: string): ReadEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  const organizer = vevent.getFirstProperty('organizer')!;
  const attendee = vevent.getFirstProperty('attendee');
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status') as string | null,
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    organizer: address(organizer.getFirstValue()),
    organizerName: organizer.getParameter('cn') as string | null,
    attendee: attendee ? address(attendee.getFirstValue()) : null,
    rsvp: attendee ? (attendee.getParameter('rsvp') as string | null) : null,
  };
}

/** The mail's iMIP part: its MIME method equals its METHOD, and the attached copy is the same. */
export function calendarOf(mail: ParsedMail): ReadEvent {
  expect(mail.calendar, 'a text/calendar part').not.toBeNull();
  const read = readCalendar(mail.calendar!.content);
  expect(mail.calendar!.method).toBe(read.method);
  const file = mail.attachments.find((a) => a.disposition === 'attachment');
  expect(file?.filename).toMatch(/\.ics$/);
  expect(file?.content).toBe(mail.calendar!.content);
  return read;
}
