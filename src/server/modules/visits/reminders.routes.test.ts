/**
 * The reminder mail (issue 15 point 2, decision 053) under a moving clock: two Finnish
 * working days before the job, around a weekend and a holiday, once per job time, in the
 * order's language with the customer's note and the order page's link; none for a
 * cancelled order, and a moved job reminded again for its new time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { addDays } from '#domain/calendar/local-date.ts';
import { reminderDay } from '#domain/order/reminders.ts';
import { findOutboxMessages } from '../outbox/outbox.repository';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';

describe('the reminder two working days before the job', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  /** An invoice order moved by staff to `day` at 10:00, and its order page token. */
  async function orderOn(day: string, email: string, language: 'fi' | 'en' = 'fi') {
    const order = await o.place({
      address: { ...bill, email, message: 'Ovikoodi B 1234' },
      language,
    });
    inbox.push(...(await o.newMails()));
    const confirmation = inbox.find((m) => m.to.includes(email));
    const token = /\/(?:tilaus|en\/order)\/([\w-]{43})/.exec(confirmation!.text)![1]!;
    const moved = await o.act(order.id, 'reschedule', {
      cleanerId: order.slot.cleanerId,
      start: o.at(day, '10:00'),
      notifyCustomer: false,
    });
    expect(moved.statusCode).toBe(200);
    return { ...order, token };
  }
  /** Sets the clock (and signs staff in again: the access cookie lives minutes). */
  const at = (day: string, time: string) =>
    o.advance(helsinkiInstant(day, time).getTime() - o.clock.now().getTime());
  /** The mails sent so far and not yet looked at, so that one address's look keeps the rest. */
  const inbox: Awaited<ReturnType<OrderLifeApp['newMails']>> = [];
  async function remindersTo(email: string) {
    inbox.push(...(await o.newMails()));
    const isIt = (m: (typeof inbox)[number]) =>
      m.to.includes(email) && /Muistutus|Reminder/.test(m.subject);
    const found = inbox.filter(isIt);
    inbox.splice(0, inbox.length, ...inbox.filter((m) => !isIt(m)));
    return found;
  }

  it('a Wednesday job on the Monday; a Monday job on the Thursday; each once', async () => {
    const wednesday = await orderOn('2026-12-09', 'wed@example.fi');
    const monday = await orderOn('2026-12-14', 'mon@example.fi', 'en');
    expect(reminderDay('2026-12-09')).toBe('2026-12-07');
    await at('2026-12-06', '23:59');
    expect(await remindersTo('wed@example.fi')).toEqual([]);
    await at('2026-12-07', '00:01');
    const [mail, ...more] = await remindersTo('wed@example.fi');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Muistutus: ikkunanpesu ke 9.12.2026 klo 10:00');
    expect(mail!.text).toContain('Mannerheimintie 1, 00100 Helsinki');
    expect(mail!.text).toContain('Ovikoodi B 1234');
    expect(mail!.text).toContain(`/tilaus/${wednesday.token}`);
    expect(mail!.html).toContain(`href="http`);
    // Planned again in every round (and by every process): still one.
    await at('2026-12-08', '12:00');
    expect(await remindersTo('wed@example.fi')).toEqual([]);
    // The Monday job: not on Wednesday 9.12., on Thursday 10.12. (the weekend does not count).
    await at('2026-12-09', '23:59');
    expect(await remindersTo('mon@example.fi')).toEqual([]);
    await at('2026-12-10', '07:00');
    const [en] = await remindersTo('mon@example.fi');
    expect(en!.subject).toBe('Reminder: window cleaning on Mon, 14 December 2026 at 10:00');
    expect(en!.text).toContain(
      'Your note for the window cleaner (e.g. door code): Ovikoodi B 1234',
    );
    expect(en!.text).toContain(`/en/order/${monday.token}`);
    await at('2026-12-11', '07:00');
    expect(await remindersTo('mon@example.fi')).toEqual([]);
    const rows = (await findOutboxMessages(o.t.database.db, 'mail.order_reminder')).filter(
      (row) => row.payload.orderId === wednesday.id || row.payload.orderId === monday.id,
    );
    expect(rows).toHaveLength(2);
    const history = await o.history(wednesday.id);
    expect(history.filter((e) => e.action === 'mail_sent').map((e) => e.changes)).toContainEqual({
      mail: 'mail.order_reminder',
    });
  });

  it('counts a holiday out: a job on Thursday 7.1.2027 is reminded on Monday 4.1. (Epiphany)', async () => {
    await at('2026-12-11', '08:00');
    await orderOn('2027-01-07', 'epiphany@example.fi');
    await at('2027-01-03', '20:00');
    expect(await remindersTo('epiphany@example.fi')).toEqual([]);
    await at('2027-01-04', '06:00');
    expect(await remindersTo('epiphany@example.fi')).toHaveLength(1);
  });

  it('no reminder for a cancelled order; a moved job is reminded for its new time', async () => {
    await at('2027-01-04', '08:00');
    const cancelled = await orderOn('2027-01-20', 'cancelled@example.fi');
    const moved = await orderOn('2027-01-21', 'moved@example.fi');
    expect(
      (await o.act(cancelled.id, 'cancel', { reason: 'test', notifyCustomer: false })).statusCode,
    ).toBe(200);
    await at('2027-01-19', '08:00');
    expect(await remindersTo('cancelled@example.fi')).toEqual([]);
    expect(await remindersTo('moved@example.fi')).toHaveLength(1);
    const res = await o.act(moved.id, 'reschedule', {
      cleanerId: moved.slot.cleanerId,
      start: o.at('2027-01-28', '12:00'),
      notifyCustomer: false,
    });
    expect(res.statusCode).toBe(200);
    await at(addDays(reminderDay('2027-01-28'), -1), '12:00');
    expect(await remindersTo('moved@example.fi')).toEqual([]);
    await at(reminderDay('2027-01-28'), '08:00');
    const [again] = await remindersTo('moved@example.fi');
    expect(again!.subject).toContain('28.1.2027 klo 12:00');
  });

  it('the move and cancellation mails link the order page too (the sealed token)', async () => {
    await at('2027-01-29', '08:00');
    const order = await orderOn('2027-02-17', 'links@example.fi', 'en');
    const moved = await o.act(order.id, 'reschedule', {
      cleanerId: order.slot.cleanerId,
      start: o.at('2027-02-18', '12:00'),
      notifyCustomer: true,
    });
    expect(moved.statusCode).toBe(200);
    inbox.push(...(await o.newMails()));
    const move = inbox.find((m) => m.to.includes('links@example.fi') && /new time/.test(m.subject));
    expect(move!.text).toContain(`Your order page: `);
    expect(move!.text).toContain(`/en/order/${order.token}`);
    expect(move!.html).toContain(`/en/order/${order.token}</a>`);
    const cancelled = await o.act(order.id, 'cancel', { reason: 'test', notifyCustomer: true });
    expect(cancelled.statusCode).toBe(200);
    inbox.push(...(await o.newMails()));
    const cancel = inbox.find(
      (m) => m.to.includes('links@example.fi') && /cancelled/.test(m.subject),
    );
    expect(cancel!.text).toContain(`/en/order/${order.token}`);
  });
});
