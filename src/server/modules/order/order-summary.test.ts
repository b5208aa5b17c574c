import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoiceContact } from '#contracts/contact-form.fixture.ts';
import { orderSummarySchema, type OrderSummary } from '#contracts/checkout.ts';
import { findDisplayWindow } from '#domain/mall/mall-package.ts';
import { counterOf, mallOrderBody, orderPayload } from '#server/test-support/checkout.ts';
import { createManualClock } from '#server/test-support/manual-clock.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { orderProofCookieName } from './order-proof';

// Decision 040: the summary by reference gives its personal part to the browser that made
// the order (its cookie) and to anyone within an hour of ordering; later, only what was
// ordered, when and the price.

const hour = 60 * 60_000;
const start = '2026-11-23T08:00:00+02:00';

/** Values found nowhere else in a summary, so that a leak of any of them shows. */
const secret = {
  name: 'Salla Salainen',
  phone: '040 765 4321',
  email: 'salla.salainen@example.fi',
  streetAddress: 'Piilopolku 7 B 12',
  message: 'Ovikoodi 4321, koira pihalla',
  billingName: 'Sakari Salainen',
  billingStreetAddress: 'Laskupolku 3',
  billingPostalCode: '00250',
  billingPostalCity: 'Espoo',
  additionalInfo: 'Avain naapurissa',
};

type Cookie = { name: string; value: string; path?: string };

describe('GET /api/order/payment/:reference: who sees the personal part', () => {
  let t: TestApp;
  const clock = createManualClock(start);
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  let dateIndex = 0;
  async function order(address: Record<string, unknown> = {}, headers = {}) {
    clock.set(start);
    const { body } = await orderPayload(t.app, {
      dateIndex: dateIndex++,
      address: {
        ...secret,
        paymentType: 'BILL',
        invoice_channel: 'email',
        billing: true,
        ...address,
      },
      extra: { additionalInfo: secret.additionalInfo },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body, headers });
    expect(res.statusCode).toBeLessThan(300);
    const reference: string = res.json().reference;
    return { res, reference, body, proof: proofOf(res.cookies as Cookie[]) };
  }
  const proofOf = (cookies: Cookie[]) => cookies.find((c) => c.name === orderProofCookieName);

  async function summary(reference: string, cookie?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/payment/${reference}`,
      ...(cookie === undefined ? {} : { cookies: { [orderProofCookieName]: cookie } }),
    });
    expect(res.statusCode).toBe(200);
    return { body: res.body, summary: orderSummarySchema.parse(res.json()) };
  }

  /** Every personal value of a full summary; none may be in a reduced one. */
  const personalValues = (full: OrderSummary) =>
    [
      full.customer!.name,
      full.customer!.phone,
      full.customer!.email,
      ...full.addresses!.flatMap((a) => [a.name, a.street_address, a.city, a.message ?? '']),
      ...full.addresses!.map((a) => `"${a.postal_code}"`),
      full.additional_info!,
      full.company_name ?? '',
      full.company_vat ?? '',
    ].filter((value) => value !== '');

  /** The summary without its personal part. */
  const orderPartOf = (full: OrderSummary) =>
    Object.fromEntries(
      Object.entries(full).filter(
        ([key]) =>
          ![
            'personal_data_withheld',
            'customer',
            'addresses',
            'company_name',
            'company_vat',
            'additional_info',
          ].includes(key),
      ),
    );

  it('sets an httpOnly, Lax cookie for the summary and thank-you paths only, not Secure on http', async () => {
    const { proof, reference, res } = await order();
    expect(proof).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: `/api/order/payment/${reference}`,
      maxAge: 7 * 24 * 60 * 60,
    });
    expect(proof).not.toHaveProperty('secure', true);
    expect(proof!.value).not.toContain(reference);
    // The same proof for the order's thank-you page in each language (decision 080).
    const proofs = (res.cookies as Cookie[]).filter((c) => c.name === orderProofCookieName);
    expect(proofs.map((c) => c.path)).toEqual([
      `/api/order/payment/${reference}`,
      `/kiitos-tilauksesta/${reference}`,
      `/en/thank-you/${reference}`,
      `/sv/tack/${reference}`,
    ]);
    expect(new Set(proofs.map((c) => c.value)).size).toBe(1);
  });

  it('gives the whole summary to the browser that ordered, also a day later', async () => {
    const { reference, proof } = await order();
    clock.advance(24 * hour);
    const { summary: full } = await summary(reference, proof!.value);
    expect(full).toMatchObject({
      order_number: expect.stringMatching(/^K-\d{4}-\d{6}$/),
      personal_data_withheld: false,
      customer: { name: secret.name, email: secret.email },
      additional_info: secret.additionalInfo,
    });
    expect(full.addresses).toEqual([
      expect.objectContaining({ type: 'billing', name: secret.billingName, postal_code: '00250' }),
      expect.objectContaining({
        type: 'shipping',
        street_address: secret.streetAddress,
        message: secret.message,
      }),
    ]);
  });

  it('gives it to anyone within the hour, and after the hour only the order', async () => {
    const { reference } = await order();
    clock.advance(hour - 1000);
    const { summary: full } = await summary(reference);
    expect(full.personal_data_withheld).toBe(false);
    expect(full.customer?.phone).toBeTruthy();

    clock.advance(1000);
    const { summary: reduced, body } = await summary(reference);
    expect(reduced).toMatchObject({
      personal_data_withheld: true,
      customer: null,
      addresses: null,
      company_name: null,
      company_vat: null,
      additional_info: null,
    });
    // What was ordered, when and the price stay.
    expect(reduced).toMatchObject(orderPartOf(full));
    expect(reduced.order_items.length).toBeGreaterThan(0);
    for (const value of personalValues(full)) expect(body).not.toContain(value);
  });

  it("withholds a company's name, ID and contact person after the hour", async () => {
    const { reference, proof } = await order({ ...eInvoiceContact, ...secret, billing: false });
    const { summary: full } = await summary(reference, proof!.value);
    expect(full.company_name).toBe(eInvoiceContact.companyName);
    clock.advance(2 * hour);
    const { summary: reduced, body } = await summary(reference);
    expect(reduced.personal_data_withheld).toBe(true);
    for (const value of personalValues(full)) expect(body).not.toContain(value);
  });

  it('links the order page only for the browser that ordered (its token opens changes)', async () => {
    const first = await order();
    const second = await order();
    const { summary: own } = await summary(first.reference, first.proof!.value);
    const token = /^\/tilaus\/([\w-]{43})$/.exec(own.order_page_path ?? '')?.[1];
    expect(token).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(page.statusCode).toBe(200);
    // Anyone else within the hour sees the customer's details, but gets no way to change.
    expect((await summary(first.reference)).summary.order_page_path).toBeNull();
    const other = await summary(first.reference, second.proof!.value);
    expect(other.summary.order_page_path).toBeNull();
    expect(other.body).not.toContain(token);
  });

  it("refuses a forged cookie and another order's cookie", async () => {
    const first = await order();
    const second = await order();
    clock.advance(2 * hour);
    const forged = Buffer.alloc(32, 7).toString('base64url');
    for (const cookie of [forged, second.proof!.value, 'x', '']) {
      const { summary: reduced } = await summary(first.reference, cookie);
      expect(reduced.personal_data_withheld, cookie).toBe(true);
      expect(reduced.customer).toBeNull();
    }
    // Each order keeps its own cookie: ordering twice, both stay readable.
    expect((await summary(first.reference, first.proof!.value)).summary.customer).not.toBeNull();
    expect((await summary(second.reference, second.proof!.value)).summary.customer).not.toBeNull();
  });

  it('sets the cookie again when a repeated Idempotency-Key answers the same order', async () => {
    const headers = { 'idempotency-key': 'summary-proof-replay-1' };
    const first = await order({}, headers);
    expect(first.res.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: first.body,
      headers,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().reference).toBe(first.reference);
    const proof = proofOf(again.cookies as Cookie[]);
    expect(proof?.path).toBe(`/api/order/payment/${first.reference}`);
    clock.advance(2 * hour);
    const { summary: full } = await summary(first.reference, proof!.value);
    expect(full.customer?.name).toBe(secret.name);
  });

  it('sets the cookie for a mall order, and its replay', async () => {
    clock.set(start);
    const display = findDisplayWindow(await counterOf(t.app))!;
    const payload = mallOrderBody(display.id);
    const headers = { 'idempotency-key': 'summary-proof-mall-1' };
    const post = () => t.app.inject({ method: 'POST', url: '/api/mallorder', payload, headers });
    const [created, replayed] = [await post(), await post()];
    expect([created.statusCode, replayed.statusCode]).toEqual([201, 200]);
    const reference: string = created.json().reference;
    clock.advance(2 * hour);
    for (const res of [created, replayed]) {
      const proof = proofOf(res.cookies as Cookie[]);
      const { summary: full } = await summary(reference, proof!.value);
      expect(full.customer?.email).toBe(payload.address.email);
    }
    const { summary: reduced, body } = await summary(reference);
    expect(reduced).toMatchObject({ personal_data_withheld: true, mall_name: 'itis' });
    expect(body).not.toContain(payload.address.email);
    expect(body).not.toContain(payload.address.streetAddress);
  });
});

describe('the order proof cookie on an https site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://ikkunat.example.fi' } });
  });
  afterAll(() => t.close());

  it('is Secure', async () => {
    const { body } = await orderPayload(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/order', payload: body });
    const proof = (res.cookies as (Cookie & { secure?: boolean })[]).find(
      (c) => c.name === orderProofCookieName,
    );
    expect(proof).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
