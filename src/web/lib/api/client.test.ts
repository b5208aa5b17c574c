import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { customerEndpoints } from '#contracts/endpoints/customer.ts';
import { createApiClient } from './core';
import { isApiError } from './errors';

/**
 * The client core against a fetch function handed in: it sees the real Request the client
 * builds and answers with a real Response, so URL, headers, body and answer handling run
 * as in the browser (no module of ours is replaced).
 */
function fakeServer(answer: (req: Request) => Response) {
  const requests: Request[] = [];
  let sessionsLost = 0;
  const client = createApiClient({
    fetch: async (input, init) => {
      const req = new Request(new URL(String(input), 'http://shop.test'), init);
      requests.push(req);
      return answer(req);
    },
    baseUrl: '/api',
    language: () => 'en',
    fallbackMessage: () => 'Something unexpected',
    onSessionLost: () => {
      sessionsLost += 1;
    },
  });
  return { request: client.request, requests, sessionsLost: () => sessionsLost };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client core', () => {
  it('sends a FormData body as multipart (the browser writes its boundary), not as JSON', async () => {
    const server = fakeServer(() => json({ id: 5 }, 201));
    const body = new FormData();
    body.append(
      'photo',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'a.png',
    );
    const created = await server.request(adminEndpoints.uploadJobPhoto, {
      params: { orderId: 9 },
      body,
    });
    expect(created).toEqual({ id: 5 });
    const [req] = server.requests;
    expect(new URL(req!.url).pathname).toBe('/api/my/jobs/9/photos');
    expect(req!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await req!.formData();
    expect((sent.get('photo') as File).type).toBe('image/png');
  });

  it("hands a successful answer's headers to onHeaders (a saved copy's date)", async () => {
    const server = fakeServer(
      () =>
        new Response('[]', {
          headers: { 'content-type': 'application/json', 'x-saved-at': '2026-11-23T06:00:00Z' },
        }),
    );
    let savedAt: string | null = null;
    await server.request(adminEndpoints.myJobs, {
      query: { from: '2026-11-23', to: '2026-11-23' },
      onHeaders: (headers) => (savedAt = headers.get('x-saved-at')),
    });
    expect(savedAt).toBe('2026-11-23T06:00:00Z');
  });

  it('puts encoded path parameters in the path and builds the query from an object', async () => {
    const server = fakeServer(() => json({ reference: 'x' }));
    await server.request(customerEndpoints.getOrderSummary, {
      params: { reference: 'a/b c?#ä' },
    });
    await server.request(adminEndpoints.listOrders, {
      query: { page: 2, recurring: true, q: 'ä & b=c', sort: undefined },
    });
    const [summary, list] = server.requests.map((r) => new URL(r.url));
    expect(summary!.pathname).toBe('/api/order/payment/a%2Fb%20c%3F%23%C3%A4');
    expect(summary!.search).toBe('');
    expect(list!.pathname).toBe('/api/order');
    expect(list!.search).toBe('?page=2&recurring=true&q=%C3%A4+%26+b%3Dc');
    expect(Object.fromEntries(list!.searchParams)).toEqual({
      page: '2',
      recurring: 'true',
      q: 'ä & b=c',
    });
  });

  it('sends JSON with the method, the language and extra headers, and reads the answer', async () => {
    const server = fakeServer(() => json({ id: 7, code: 'KEVÄT' }, 201));
    const created = await server.request(adminEndpoints.createDiscount, {
      body: {
        code: 'KEVÄT',
        type: 'percent',
        discount: 10,
        from: '2026-01-01',
        to: '2026-12-31',
      },
      headers: { 'idempotency-key': 'k1' },
    });
    expect(created).toEqual({ id: 7, code: 'KEVÄT' });
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.headers.get('content-type')).toBe('application/json');
    expect(req!.headers.get('accept-language')).toBe('en');
    expect(req!.headers.get('idempotency-key')).toBe('k1');
    expect(await req!.json()).toMatchObject({ code: 'KEVÄT', discount: 10 });
  });

  it('sends a FormData body as multipart, its boundary written by fetch (a job photo)', async () => {
    const server = fakeServer(() => json({ id: 5 }, 201));
    const body = new FormData();
    body.append(
      'photo',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const created = await server.request(adminEndpoints.uploadJobPhoto, {
      params: { orderId: 12 },
      body,
    });
    expect(created).toEqual({ id: 5 });
    const [req] = server.requests;
    expect(new URL(req!.url).pathname).toBe('/api/my/jobs/12/photos');
    expect(req!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const photo = (await req!.formData()).get('photo') as File;
    expect([photo.name, photo.type, photo.size]).toEqual(['a.jpg', 'image/jpeg', 3]);
  });

  it('answers null for 204 and 205', async () => {
    const server = fakeServer(
      (req) => new Response(null, { status: req.method === 'DELETE' ? 204 : 205 }),
    );
    expect(await server.request(adminEndpoints.deleteDiscount, { params: { id: 3 } })).toBeNull();
    expect(
      await server.request(customerEndpoints.validateDiscount, { body: { code: 'NONE' } }),
    ).toBeNull();
    expect(new URL(server.requests[0]!.url).pathname).toBe('/api/discount/3');
  });

  it('turns an error answer into an ApiError with its status, code, message and fields', async () => {
    const server = fakeServer(() =>
      json(
        {
          error: 'CONFLICT',
          message: 'The information has changed: order_id: not awaiting payment',
          fields: { order_id: 'not awaiting payment' },
        },
        409,
      ),
    );
    const error = await server
      .request(customerEndpoints.updatePayment, {
        body: { order_id: 'R1', provider_name: 'osuuspankki' },
      })
      .catch((e: unknown) => e);
    expect(isApiError(error, 'CONFLICT')).toBe(true);
    expect(isApiError(error, 'SLOT_TAKEN')).toBe(false);
    if (!isApiError(error)) throw new Error('not an ApiError');
    expect(error.status).toBe(409);
    expect(error.message).toBe('The information has changed: order_id: not awaiting payment');
    expect(error.fields).toEqual({ order_id: 'not awaiting payment' });
  });

  it('gives an error answer without JSON the code INTERNAL and the fallback message', async () => {
    const server = fakeServer(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await server.request(adminEndpoints.getDashboard).catch((e: unknown) => e);
    expect(isApiError(error, 'INTERNAL')).toBe(true);
    expect(error).toMatchObject({ status: 502, message: 'Something unexpected', fields: {} });
  });

  it('refreshes the session once on a back-office 401 and retries', async () => {
    let isRenewed = false;
    const server = fakeServer((req) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/auth/refresh') {
        isRenewed = true;
        return json({ id: 1 });
      }
      return isRenewed ? json([]) : json({ error: 'UNAUTHORIZED', message: 'Log in' }, 401);
    });
    const answers = await Promise.all([
      server.request(adminEndpoints.listDiscounts),
      server.request(adminEndpoints.listUsers),
    ]);
    expect(answers).toEqual([[], []]);
    const paths = server.requests.map((r) => new URL(r.url).pathname);
    expect(paths.filter((p) => p === '/api/auth/refresh')).toHaveLength(1);
    expect(server.sessionsLost()).toBe(0);
  });

  it('ends the session when the refresh fails, and never refreshes for a public call', async () => {
    const server = fakeServer(() => json({ error: 'UNAUTHORIZED', message: 'Log in' }, 401));
    const error = await server.request(adminEndpoints.getSession).catch((e: unknown) => e);
    expect(isApiError(error, 'UNAUTHORIZED')).toBe(true);
    expect(server.sessionsLost()).toBe(1);

    const before = server.requests.length;
    const refused = await server
      .request(adminEndpoints.login, { body: { email: 'a@b.fi', password: 'x' } })
      .catch((e: unknown) => e);
    expect(isApiError(refused, 'UNAUTHORIZED')).toBe(true);
    expect(server.requests.length - before).toBe(1);
    expect(server.sessionsLost()).toBe(1);
  });
});
