/**
 * Every link in every customer mail keeps leading to a page that works whatever happened
 * to the order since (issue 28 point 5): an order keeps its page token once mailed, so the
 * "payment failed" mail's link still opens the page after the retry paid it, and the
 * confirmation's link after a move, a cancellation, the work done or the next visit.
 * Real app on a real port, payments through the Paytrail simulator, mails through SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageOrder } from '#contracts/manage.ts';
import type { ManagePayment } from '#contracts/manage-pay.ts';
import { publicPages } from '#contracts/site-pages.ts';
import { helsinkiInstant } from '#domain/calendar/helsinki-time.ts';
import { lastFreeChangeDay } from '#domain/order/change-deadline.ts';
import { proposalDay } from '#domain/order/next-visit.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import { openPaymentWith, payAtBankAndReturn } from '#server/test-support/payment.ts';

type Mail = Awaited<ReturnType<OrderLifeApp['newMails']>>[number];

/** Every address in the mail's text and its HTML links. */
const linksIn = (mail: Mail): string[] => [
  ...new Set([
    ...(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []),
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')),
  ]),
];

describe('the links in the customer mails', () => {
  let o: OrderLifeApp;
  /** Every mail a test received, to check all their links again at its end. */
  let received: Mail[] = [];
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const get = (url: string) => o.t.app.inject({ method: 'GET', url });
  const post = (token: string, what: string, payload: object = {}) =>
    o.t.app.inject({ method: 'POST', url: `/api/manage/${token}/${what}`, payload });
  const at = (day: string, time: string) =>
    o.advance(helsinkiInstant(day, time).getTime() - o.clock.now().getTime());

  /** The mails to `email` since the last call (kept for `expectEveryLinkOpens`). */
  async function mailsTo(email: string) {
    const mails = (await o.newMails()).filter((m) => m.to.includes(email));
    received.push(...mails);
    return mails;
  }

  /** The order page's token in a mail: the one link to the order every such mail has. */
  function tokenOf(mail: Mail): string {
    const tokens = linksIn(mail).flatMap(
      (url) => /\/(?:tilaus|en\/order)\/([\w-]{43})$/.exec(url)?.[1] ?? [],
    );
    expect(new Set(tokens).size, mail.subject).toBe(1);
    return tokens[0]!;
  }

  /**
   * Every link of every mail received opens: an order page answers the order (with
   * `status`), a thank-you page its summary; the rest are the site's public pages, which do
   * not depend on the order (the terms in the seller's footer).
   */
  async function expectEveryLinkOpens(status: string) {
    const publicPaths = new Set(publicPages.flatMap((p) => [p.fi, p.en]));
    for (const mail of received) {
      for (const url of linksIn(mail)) {
        const { pathname } = new URL(url);
        const token = /^\/(?:tilaus|en\/order)\/([\w-]{43})$/.exec(pathname)?.[1];
        const reference = /^\/kiitos-tilauksesta\/([\w-]+)$/.exec(pathname)?.[1];
        if (!token && !reference) {
          expect(publicPaths, `${mail.subject}: ${url}`).toContain(pathname);
          continue;
        }
        const res = await get(token ? `/api/manage/${token}` : `/api/order/payment/${reference}`);
        expect(res.statusCode, `${mail.subject}: ${url}`).toBe(200);
        if (token) expect(res.json<ManageOrder>().status, mail.subject).toBe(status);
      }
    }
    received = [];
  }

  it('the payment-failed link still opens the order page once the retry paid it', async () => {
    const email = 'retry-link@example.fi';
    await o.newMails();
    const order = await o.place({ address: { email } });
    await o.pay.payAtBank(await openPaymentWith(o.pay, order, 'Nordea'), 'fail');
    const [failed] = await mailsTo(email);
    const token = tokenOf(failed!);
    const handle = (await get(`/api/manage/${token}/payment`)).json<ManagePayment>();
    const paid = await payAtBankAndReturn(o.pay, await openPaymentWith(o.pay, handle, 'Nordea'));
    expect(paid.result).toMatchObject({ order_status: 'confirmed' });
    const [confirmation] = await mailsTo(email);
    expect(tokenOf(confirmation!)).toBe(token);
    await expectEveryLinkOpens('confirmed');
    expect((await get(`/api/manage/${token}`)).json<ManageOrder>()).toMatchObject({
      isPaid: true,
      canPay: false,
    });
  });

  it('the confirmation and move links still open it after the customer moved and cancelled', async () => {
    const email = 'move-cancel-link@example.fi';
    await o.newMails();
    const order = await o.place({ address: { ...bill, email }, language: 'en', dateIndex: 8 });
    expect(lastFreeChangeDay(order.slot.date) >= '2026-11-23').toBe(true);
    const token = tokenOf((await mailsTo(email))[0]!);
    const minutes = (await o.get(order.id)).washing_time;
    const target = (await o.offered('00100', minutes)).find(
      (d) => d.date > order.slot.date && lastFreeChangeDay(d.date) >= '2026-11-23',
    )!;
    const moved = await post(token, 'reschedule', {
      cleanerId: target.cleanerId,
      start: helsinkiInstant(target.date, target.starting).toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    const [movedMail] = await mailsTo(email);
    expect(tokenOf(movedMail!)).toBe(token);
    await expectEveryLinkOpens('confirmed');

    received.push(movedMail!);
    expect((await post(token, 'cancel')).statusCode).toBe(200);
    const [cancelledMail] = await mailsTo(email);
    expect(tokenOf(cancelledMail!)).toBe(token);
    await expectEveryLinkOpens('cancelled');
  });

  it("a phone order's payment link still opens its page once paid and done", async () => {
    const email = 'phone-link@example.fi';
    await o.newMails();
    const { order, slot } = await o.placeStaffOnline(email, 4);
    const token = tokenOf((await mailsTo(email))[0]!);
    const handle = (await get(`/api/manage/${token}/payment`)).json<ManagePayment>();
    await payAtBankAndReturn(o.pay, await openPaymentWith(o.pay, handle, 'Nordea'));
    expect(tokenOf((await mailsTo(email))[0]!)).toBe(token);
    await expectEveryLinkOpens('confirmed');

    const id = order.id;
    const before = o.clock.now();
    await at(slot.date, '16:00');
    expect((await o.act(id, 'mark-done')).statusCode).toBe(200);
    received.push(...(await mailsTo(email)));
    const page = await get(`/api/manage/${token}`);
    expect(page.json<ManageOrder>().status).toBe('done');
    await expectEveryLinkOpens('done');
    o.clock.set(before);
    await o.advance(0);
  });

  it('the first visit and its next one keep their links after the proposal is confirmed', async () => {
    const email = 'next-visit-link@example.fi';
    await o.newMails();
    const order = await o.place({
      address: { ...bill, email, repeated_order: true, clean_interval: 3 },
    });
    const first = tokenOf((await mailsTo(email))[0]!);
    received = [];
    await at(proposalDay(order.slot.date, 3), '06:00');
    const [proposal] = await mailsTo(email);
    const next = tokenOf(proposal!);
    expect(next).not.toBe(first);
    expect((await post(next, 'confirm')).statusCode).toBe(200);
    const [confirmation] = await mailsTo(email);
    expect(tokenOf(confirmation!)).toBe(next);
    await expectEveryLinkOpens('confirmed');
    expect((await get(`/api/manage/${first}`)).statusCode).toBe(200);
  });
});
