import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankPage, pressBankButton } from '#server/test-support/simulator-bank.ts';
import type { CreatePaymentRequest } from './payment-gateway';
import { PaymentGatewayError } from './payment-gateway';
import { createPaytrailClient } from './paytrail-client';
import { computeSignature, verifySignedValues } from './paytrail-signature';
import { paytrailSimulator } from './simulator/paytrail-simulator';

const account = '375917';
const secret = 'SAIPPUAKAUPPIAS';

const request = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  stamp: crypto.randomUUID(),
  reference: 'a1b2c3d4e5f6',
  amountCents: 12_345,
  language: 'FI',
  items: [
    { unitPriceCents: 13_135, units: 1, vatPercentage: 25.5, productCode: '700450' },
    { unitPriceCents: -790, units: 1, vatPercentage: 25.5, productCode: '700659' },
  ],
  customer: { email: 'testi@example.fi' },
  redirectUrls: {
    success: 'http://127.0.0.1:1/payment/success',
    cancel: 'http://127.0.0.1:1/payment/cancel',
  },
  ...overrides,
});

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A real HTTP server that records what it receives and answers as configured. */
function captureServer(
  answer: (body: string) => { status: number; headers: Record<string, string>; body: string },
) {
  const seen: { headers: IncomingHttpHeaders; body: string; url: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ headers: req.headers, body, url: req.url ?? '' });
      const out = answer(body);
      res.writeHead(out.status, out.headers).end(out.body);
    });
  });
  return { server, seen };
}

const signedAnswer = (body: string, signer = secret) => {
  const headers = {
    'checkout-account': account,
    'checkout-algorithm': 'sha256',
    'checkout-method': 'POST',
    'checkout-transaction-id': 'tx-1',
  };
  return {
    status: 201,
    headers: { ...headers, signature: computeSignature(headers, body, signer, 'sha256') },
    body,
  };
};

const okBody = JSON.stringify({
  transactionId: 'tx-1',
  href: 'https://pay.example/tx-1',
  reference: '809759248',
  terms: 'terms',
  groups: [],
  providers: [],
});

describe('the Paytrail client against the simulator', () => {
  let simulator: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    simulator = Fastify();
    await simulator.register(paytrailSimulator, {
      prefix: '/api/payment-simulator',
      account,
      secret,
    });
    await simulator.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(simulator.server.address() as AddressInfo).port}/api/payment-simulator`;
  });
  afterAll(() => simulator.close());

  const client = (s = secret) =>
    createPaytrailClient({ kind: 'simulator', account, secret: s, apiUrl: () => base });

  it('creates a payment and gets providers with signed forms, duplicate ids kept', async () => {
    const created = await client().createPayment(request());
    expect(created.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.providers.length).toBeGreaterThan(30);
    expect(created.providers.filter((p) => p.id === 'creditcard').map((p) => p.name)).toEqual([
      'Visa',
      'Visa Electron',
      'Mastercard',
    ]);
    expect(created.groups.map((g) => g.id)).toEqual(['mobile', 'creditcard', 'bank', 'credit']);
    expect(created.terms).toContain('maksupalveluehdot');
    const nordea = created.providers.find((p) => p.name === 'Nordea')!;
    expect(nordea.url).toMatch(/^http:\/\/127\.0\.0\.1:1\/api\/payment-simulator\/pay\//);
    const fields = Object.fromEntries(
      nordea.parameters.map((p): [string, string] => [p.name, p.value]),
    );
    expect(verifySignedValues(fields, fields.signature, '', secret).valid).toBe(true);
  });

  it('is refused by the simulator with a wrong secret (401) and says so', async () => {
    const error = await client('WRONG')
      .createPayment(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect((error as PaymentGatewayError).status).toBe(401);
  });

  it('is refused when the amount is not the sum of the items', async () => {
    const error = await client()
      .createPayment(request({ amountCents: 100 }))
      .catch((e: unknown) => e);
    expect((error as PaymentGatewayError).status).toBe(400);
  });

  it('runs the bank page and redirects back with signed parameters; the callback is called', async () => {
    const callback = captureServer(() => ({ status: 200, headers: {}, body: '' }));
    await new Promise<void>((resolve) => callback.server.listen(0, '127.0.0.1', resolve));
    try {
      const stamp = crypto.randomUUID();
      const created = await client().createPayment(
        request({
          stamp,
          redirectUrls: {
            success: `${base.replace(/\/api.*/, '')}/payment/success?lang=fi`,
            cancel: `${base.replace(/\/api.*/, '')}/payment/cancel`,
          },
          callbackUrls: {
            success: `${urlOf(callback.server)}/cb/success`,
            cancel: `${urlOf(callback.server)}/cb/cancel`,
          },
        }),
      );
      const nordea = created.providers.find((p) => p.name === 'Nordea')!;
      const { form, status, html, token, action } = await openBankPage(nordea);
      expect(status).toBe(200);
      expect(html).toContain('Nordea');
      expect(html).toContain('123,45');

      const forged = new URLSearchParams({ ...Object.fromEntries(form), signature: 'ab' });
      expect((await fetch(nordea.url, { method: 'POST', body: forged })).status).toBe(401);
      const badToken = new URLSearchParams({ token: 'x', action: 'ok' });
      expect(
        (await fetch(action, { method: 'POST', body: badToken, redirect: 'manual' })).status,
      ).toBe(401);

      const done = await pressBankButton(action, token, 'ok');
      expect(done.status).toBe(303);
      const location = new URL(done.headers.get('location')!);
      expect(location.pathname).toBe('/payment/success');
      const query = Object.fromEntries(location.searchParams);
      expect(query.lang).toBe('fi');
      expect(query).toMatchObject({
        'checkout-status': 'ok',
        'checkout-amount': '12345',
        'checkout-stamp': stamp,
        'checkout-reference': 'a1b2c3d4e5f6',
        'checkout-provider': 'nordea',
        'checkout-transaction-id': created.transactionId,
      });
      expect(client().verifyReturn(query).valid).toBe(true);
      expect(callback.seen).toHaveLength(1);
      const called = new URL(callback.seen[0]!.url, 'http://x');
      expect(called.pathname).toBe('/cb/success');
      expect(client().verifyReturn(Object.fromEntries(called.searchParams)).valid).toBe(true);

      // A second press answers the same result and does not call back again.
      const again = await pressBankButton(action, token, 'fail');
      expect(again.headers.get('location')).toBe(done.headers.get('location'));
      expect(callback.seen).toHaveLength(1);
    } finally {
      await new Promise((resolve) => callback.server.close(resolve));
    }
  });

  it('sends a cancelled payment to the cancel URL with status fail', async () => {
    const origin = base.replace(/\/api.*/, '');
    const created = await client().createPayment(
      request({
        redirectUrls: { success: `${origin}/payment/success`, cancel: `${origin}/payment/cancel` },
      }),
    );
    const op = created.providers.find((p) => p.name === 'OP')!;
    const { token, action } = await openBankPage(op);
    const done = await pressBankButton(action, token, 'cancel');
    const location = new URL(done.headers.get('location')!);
    expect(location.pathname).toBe('/payment/cancel');
    expect(location.searchParams.get('checkout-status')).toBe('fail');
    expect(client().verifyReturn(Object.fromEntries(location.searchParams)).valid).toBe(true);
  });

  it('serves the logos as SVG', async () => {
    const created = await client().createPayment(request());
    const svgUrl = created.providers[0]!.svg.replace(
      'http://127.0.0.1:1',
      base.replace(/\/api.*/, ''),
    );
    const res = await fetch(svgUrl);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
  });
});

describe('the Paytrail client on the wire', () => {
  /** A client of the real Paytrail kind, sending to `apiUrl`. */
  const wireClient = (apiUrl: string, timeoutMs?: number) =>
    createPaytrailClient({ kind: 'paytrail', account, secret, apiUrl: () => apiUrl, timeoutMs });

  it('signs POST /payments as Paytrail specifies, with a fresh nonce each time', async () => {
    const capture = captureServer(() => signedAnswer(okBody));
    await new Promise<void>((resolve) => capture.server.listen(0, '127.0.0.1', resolve));
    try {
      const client = wireClient(urlOf(capture.server));
      const first = request();
      const created = await client.createPayment(first);
      await client.createPayment(request());
      expect(created.transactionId).toBe('tx-1');
      const [a, b] = capture.seen;
      expect(a!.url).toBe('/payments');
      expect(a!.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(a!.headers['checkout-account']).toBe(account);
      expect(a!.headers['checkout-algorithm']).toBe('sha256');
      expect(a!.headers['checkout-method']).toBe('POST');
      expect(a!.headers['checkout-transaction-id']).toBeUndefined();
      expect(new Date(a!.headers['checkout-timestamp'] as string).toISOString()).toBe(
        a!.headers['checkout-timestamp'],
      );
      expect(a!.headers['checkout-nonce']).not.toBe(b!.headers['checkout-nonce']);
      const headers = a!.headers as Record<string, string>;
      expect(verifySignedValues(headers, headers.signature, a!.body, secret).valid).toBe(true);
      const body = JSON.parse(a!.body);
      expect(body.amount).toBe(
        body.items.reduce(
          (s: number, i: { unitPrice: number; units: number }) => s + i.unitPrice * i.units,
          0,
        ),
      );
      expect(body.items[0].vatPercentage).toBe(25.5);
      expect(body).toMatchObject({ currency: 'EUR', language: 'FI', stamp: first.stamp });
      expect(body.redirectUrls).toEqual(first.redirectUrls);
    } finally {
      await new Promise((resolve) => capture.server.close(resolve));
    }
  });

  it('refuses an answer with a missing or wrong signature, and an error status', async () => {
    const answers = [
      () => ({ ...signedAnswer(okBody), headers: {} }),
      () => signedAnswer(okBody, 'OTHER'),
      () => ({ ...signedAnswer(okBody), body: okBody.replace('tx-1', 'tx-2') }),
      () => ({ status: 500, headers: {}, body: '{"status":"error"}' }),
    ];
    for (const answer of answers) {
      const capture = captureServer(answer);
      await new Promise<void>((resolve) => capture.server.listen(0, '127.0.0.1', resolve));
      try {
        const client = wireClient(urlOf(capture.server));
        await expect(client.createPayment(request())).rejects.toBeInstanceOf(PaymentGatewayError);
      } finally {
        await new Promise((resolve) => capture.server.close(resolve));
      }
    }
  });

  it('gives up on a service that accepts the connection but never answers (time limit)', async () => {
    const hanging = createServer(() => {}); // reads the request, never answers
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const client = wireClient(urlOf(hanging), 300);
      await expect(client.createPayment(request())).rejects.toBeInstanceOf(PaymentGatewayError);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('reports an unreachable service as a gateway error', async () => {
    const client = wireClient('http://127.0.0.1:9', 2000);
    await expect(client.createPayment(request())).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});
