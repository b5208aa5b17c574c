import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { DispatchJob } from '#contracts/dispatch.ts';
import type { FeedJob } from '../dispatch/dispatch.service';
import { jobsCalendar } from './calendar-feed.ics';

const job = (orderId: number, status: DispatchJob['status']): FeedJob => ({
  orderId,
  orderNumber: `K-2026-00000${orderId}`,
  calendarUid: `0000000${orderId}-0000-4000-8000-000000000000`,
  calendarSequence: orderId,
  reference: `ref-${orderId}`,
  start: '2026-12-01T08:00:00+02:00',
  end: '2026-12-01T09:30:00+02:00',
  status,
  customer: { name: 'Aino Asiakas', phone: '+358401234567' },
  address: { street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', message: null },
  items: [],
  progress: null,
  noteForWasher: null,
});

// Read back with ical.js, a real iCalendar parser.
describe('the feed of a washer (decision 053)', () => {
  it('shows a next visit not yet confirmed as TENTATIVE and says so; a job as CONFIRMED', () => {
    const text = jobsCalendar([job(1, 'confirmed'), job(2, 'proposed')], {
      washerName: 'Pekka',
      host: 'pesu.example.fi',
      now: new Date('2026-11-23T06:00:00Z'),
    });
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((component) => ({
        status: component.getFirstPropertyValue('status'),
        summary: new ICAL.Event(component).summary,
        uid: new ICAL.Event(component).uid,
        sequence: new ICAL.Event(component).sequence,
        number: /Tilaus: (.*)$/.exec(new ICAL.Event(component).description)?.[1],
      }));
    expect(events).toEqual([
      {
        status: 'CONFIRMED',
        summary: 'Mannerheimintie 1, Helsinki',
        uid: '00000001-0000-4000-8000-000000000000@pesu.example.fi',
        sequence: 1,
        number: 'K-2026-000001',
      },
      {
        status: 'TENTATIVE',
        summary: 'Ehdotus, ei vahvistettu: Mannerheimintie 1, Helsinki',
        uid: '00000002-0000-4000-8000-000000000000@pesu.example.fi',
        sequence: 2,
        number: 'K-2026-000002',
      },
    ]);
    // A subscribed feed is no iMIP message: no METHOD (RFC 5545 3.7.2).
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('method')).toBeNull();
  });
});
