import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { DispatchJob } from '#contracts/dispatch.ts';
import { jobsCalendar } from './calendar-feed.ics';

const job = (orderId: number, status: DispatchJob['status']): DispatchJob => ({
  orderId,
  reference: `ref-${orderId}`,
  start: '2026-12-01T08:00:00+02:00',
  end: '2026-12-01T09:30:00+02:00',
  status,
  customer: { name: 'Aino Asiakas', phone: '+358401234567' },
  address: { street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', message: null },
  items: [],
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
      }));
    expect(events).toEqual([
      { status: 'CONFIRMED', summary: 'Mannerheimintie 1, Helsinki' },
      { status: 'TENTATIVE', summary: 'Ehdotus, ei vahvistettu: Mannerheimintie 1, Helsinki' },
    ]);
  });
});
