/**
 * Paying an order through the Paytrail simulator as the browser does (payment and ERP
 * tests): the app must listen on a real port, since the simulator's bank page and its
 * callback are real HTTP.
 */
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createPaymentResponseSchema, type PaymentProvider } from '#contracts/payment.ts';
import type { TestApp } from './test-app';

export async function listenForPayments(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  const origin = `http://${host}`;
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { host, 'accept-language': 'en' } });

  /** POST payment: the providers for the order. */
  async function startPayment(order: { reference: string; customer_email: string }) {
    const res = await inject('POST', '/api/payment', {
      customer_email: order.customer_email,
      order_id: order.reference,
      successRedirectUrl: `${origin}/payment/success`,
      cancelRedirectUrl: `${origin}/payment/cancel`,
    });
    expect(res.statusCode).toBe(200);
    return createPaymentResponseSchema.parse(res.json());
  }

  /** What the browser does: post the provider form, press a button on the bank page. */
  async function payAtBank(provider: PaymentProvider, action: 'ok' | 'fail' | 'cancel') {
    const form = new URLSearchParams(
      provider.parameters.map((p): [string, string] => [p.name, p.value]),
    );
    const page = await (await fetch(provider.url, { method: 'POST', body: form })).text();
    const token = /name="token" value="([0-9a-f]+)"/.exec(page)![1]!;
    const target = /action="([^"]+)"/.exec(page)![1]!;
    const done = await fetch(target, {
      method: 'POST',
      body: new URLSearchParams({ token, action }),
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    return new URL(done.headers.get('location')!);
  }

  return { host, origin, inject, startPayment, payAtBank };
}

export type PaymentBrowser = Awaited<ReturnType<typeof listenForPayments>>;

/** The customer opens the payment page and picks `name`: one attempt (one stamp). */
export async function openPaymentWith(
  pay: PaymentBrowser,
  order: { reference: string; customer_email: string },
  name: string,
): Promise<PaymentProvider> {
  const { providers } = await pay.startPayment(order);
  const provider = providers.find((p) => p.name === name)!;
  const chosen = await pay.inject('POST', '/api/payment/update', {
    order_id: order.reference,
    provider_name: provider.name,
  });
  expect(chosen.statusCode).toBeLessThan(300);
  return provider;
}

/** Pays at the bank (the simulator calls our callback), then the browser comes back. */
export async function payAtBankAndReturn(pay: PaymentBrowser, provider: PaymentProvider) {
  const back = await pay.payAtBank(provider, 'ok');
  const params = Object.fromEntries(back.searchParams);
  const res = await pay.inject('POST', '/api/payment/success', params);
  expect(res.statusCode).toBe(200);
  return { result: res.json<{ status: string; order_status: string }>(), params };
}
