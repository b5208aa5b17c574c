/**
 * An online order whose payment failed (decision 055): the customer is mailed the order
 * page's link once, the page offers the payment while the hold lasts, and GET
 * manage/{token}/payment gives the payment page what it needs. Real app on a real port,
 * payments through the Paytrail simulator, mails through a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageOrder } from '#contracts/manage.ts';
import type { ManagePayment } from '#contracts/manage-pay.ts';
import { bill, startOrderLifeApp, type OrderLifeApp } from '#server/test-support/order-life.ts';
import { openPaymentWith, payAtBankAndReturn } from '#server/test-support/payment.ts';

const tokenIn = (text: string) => /\/(?:tilaus|en\/order)\/([\w-]{43})/.exec(text)?.[1];

describe('paying an unpaid online order from its order page', () => {
  let o: OrderLifeApp;
  beforeAll(async () => {
    o = await startOrderLifeApp();
  });
  afterAll(() => o.close());

  const get = (url: string) => o.t.app.inject({ method: 'GET', url });

  /** An online order whose first payment attempt fails at the bank (the simulator's callback). */
  async function placeAndFail(email: string, language = 'fi') {
    await o.newMails();
    const order = await o.place({ address: { email }, language });
    const provider = await openPaymentWith(o.pay, order, 'Nordea');
    const back = await o.pay.payAtBank(provider, 'fail');
    return { order, back };
  }

  it('mails the order page once after a failed payment; the page and its handle let it be paid', async () => {
    const email = 'maksu-epaonnistui@example.fi';
    const { order, back } = await placeAndFail(email);
    expect(back.pathname).toBe('/payment/cancel');
    // The cancel page forwards its signed parameters too: the same failure, no second mail.
    const confirm = await o.pay.inject(
      'POST',
      '/api/payment/success',
      Object.fromEntries(back.searchParams),
    );
    expect(confirm.json()).toMatchObject({ status: 'fail', order_status: 'awaiting_payment' });
    const mails = (await o.newMails()).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Maksu ei onnistunut: tilaus ${order.order_number} odottaa maksua`);
    expect(mail.text).toContain('Pidämme pesuajan');
    expect(mail.text).toContain('klo 08.30 asti');
    const token = tokenIn(mail.text)!;
    expect(mail.text).toContain(`/tilaus/${token}`);

    const page = await get(`/api/manage/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<ManageOrder>()).toMatchObject({
      status: 'awaiting_payment',
      paymentType: 'online',
      canPay: true,
    });
    const handle = await get(`/api/manage/${token}/payment`);
    expect(handle.statusCode).toBe(200);
    expect(handle.headers['cache-control']).toContain('no-store');
    const payment = handle.json<ManagePayment>();
    expect(payment).toEqual({
      reference: order.reference,
      order_number: order.order_number,
      customer_email: email,
      total_price_after_discount: expect.any(Number),
      payment_type: 'online',
      status: 'awaiting_payment',
    });

    // A second failure mails nothing more; then the customer pays with the handle.
    const again = await openPaymentWith(o.pay, payment, 'Nordea');
    await o.pay.payAtBank(again, 'fail');
    expect((await o.newMails()).filter((m) => m.to.includes(email))).toHaveLength(0);
    const paid = await payAtBankAndReturn(o.pay, await openPaymentWith(o.pay, payment, 'Nordea'));
    expect(paid.result).toMatchObject({ status: 'ok', order_status: 'confirmed' });
    const confirmation = (await o.newMails()).find((m) => m.to.includes(email))!;
    // The confirmation carries the same link: the failure mail's one keeps working (issue 28).
    expect(tokenIn(confirmation.text)).toBe(token);
    expect((await get(`/api/manage/${token}`)).json<ManageOrder>()).toMatchObject({
      status: 'confirmed',
      isPaid: true,
      canPay: false,
    });
    const nothingToPay = await get(`/api/manage/${token}/payment`);
    expect(nothingToPay.statusCode).toBe(409);
    expect(nothingToPay.json()).toMatchObject({ error: 'CONFLICT' });
  });

  it('writes the mail in English for an English order', async () => {
    const email = 'payment-failed@example.fi';
    await placeAndFail(email, 'en');
    const mail = (await o.newMails()).find((m) => m.to.includes(email))!;
    expect(mail.subject).toMatch(/^Payment failed: order K-2026-\d{6} is awaiting payment$/);
    expect(mail.text).toContain('at 08:30');
    expect(mail.text).toContain('/en/order/');
  });

  it('mails nothing for a failure after the payment hold', async () => {
    const email = 'myohassa@example.fi';
    await o.newMails();
    const order = await o.place({ address: { email } });
    const provider = await openPaymentWith(o.pay, order, 'Nordea');
    await o.advance(31 * 60_000);
    await o.pay.payAtBank(provider, 'fail');
    expect((await o.newMails()).filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it("mails no new link when a staff order's payment fails: its payment link stays valid", async () => {
    await o.newMails();
    const email = 'puhelin-maksu@example.fi';
    const { order: placed } = await o.placeStaffOnline(email, 3);
    const linkMail = (await o.newMails()).find((m) => m.to.includes(email))!;
    const token = tokenIn(linkMail.text)!;
    const order = { reference: placed.reference, customer_email: email };
    await o.pay.payAtBank(await openPaymentWith(o.pay, order, 'Nordea'), 'fail');
    expect((await o.newMails()).filter((m) => m.to.includes(email))).toHaveLength(0);
    expect((await get(`/api/manage/${token}`)).json<ManageOrder>()).toMatchObject({
      status: 'awaiting_payment',
      canPay: true,
    });
  });

  it('answers 409 to an invoice order and 404 to an unknown token', async () => {
    await o.newMails();
    const email = 'lasku-maksu@example.fi';
    await o.place({ address: { ...bill, email } });
    const mail = (await o.newMails()).find((m) => m.to.includes(email))!;
    const token = tokenIn(mail.text)!;
    expect((await get(`/api/manage/${token}/payment`)).statusCode).toBe(409);
    const unknown = await get(`/api/manage/${'A'.repeat(43)}/payment`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
