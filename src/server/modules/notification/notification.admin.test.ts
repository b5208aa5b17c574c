import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationAdminSchema } from '#contracts/notification.ts';
import { createAdminTestApp, type TestSession } from '#server/test-support/admin-session.ts';
import {
  createNotification,
  currentBanners,
  listNotifications,
  notificationForm as valid,
  saveNotification,
} from '#server/test-support/notifications.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

const now = '2026-11-23T08:00:00.000Z';
const allRequired = {
  type: 'Pakollinen tieto',
  message: 'Pakollinen tieto',
  start_showing: 'Pakollinen tieto',
  stop_showing: 'Pakollinen tieto',
};

describe('notifications in the back office', () => {
  let t: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    ({ t, session: admin } = await createAdminTestApp({ now, seedDemo: false }));
  });
  afterAll(() => t.close());

  const list = () => listNotifications(admin);
  const banners = () => currentBanners(t);
  const create = (payload: Record<string, unknown>, lang = 'fi') =>
    saveNotification(admin, null, payload, lang);
  const createdId = (payload: Record<string, unknown>) => createNotification(admin, payload);

  it('creates a notification: 201 with its times as instants and its state; GET :id reads it', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    const created = notificationAdminSchema.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      type: 'URGENT',
      message: 'Huoltokatko tiistaina',
      extra_info:
        '<p>Lisätietoja <a href="https://example.fi/katko" target="_blank" rel="noopener noreferrer">täällä</a></p>',
      start_showing: '2026-11-23T07:00:00.000Z',
      stop_showing: '2026-11-29T22:00:00.000Z',
      message_en: null,
      extra_info_en: null,
      message_sv: null,
      extra_info_sv: null,
      state: 'showing',
    });
    const one = await admin.inject({ method: 'GET', url: `/api/notification/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
  });

  it('lists every notification, the latest start first, with showing / upcoming / ended', async () => {
    await createdId({
      ...valid,
      message: 'ended',
      start_showing: '2026-10-01T00:00:00Z',
      stop_showing: now,
    });
    await createdId({
      ...valid,
      message: 'upcoming',
      start_showing: '2026-11-23T08:00:01Z',
      stop_showing: '2026-12-24T00:00:00Z',
    });
    await createdId({
      ...valid,
      message: 'starts now',
      start_showing: now,
      stop_showing: '2026-11-24T00:00:00Z',
    });
    await createdId({
      ...valid,
      message: 'same start, newer',
      start_showing: now,
      stop_showing: '2026-11-25T00:00:00Z',
    });
    const rows = await list();
    expect(rows.map((r) => [r.message, r.state])).toEqual([
      ['upcoming', 'upcoming'],
      ['same start, newer', 'showing'],
      ['starts now', 'showing'],
      ['Huoltokatko tiistaina', 'showing'],
      ['ended', 'ended'],
    ]);
    rows.forEach((row) => notificationAdminSchema.parse(row));
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['everything missing', {}, allRequired],
    [
      'empty values',
      { type: '', message: '   ', start_showing: '', stop_showing: '' },
      allRequired,
    ],
    ['a type outside the list', { type: 'WARNING' }, { type: 'Anna kelvollinen arvo' }],
    ['a lower-case type', { type: 'info' }, { type: 'Anna kelvollinen arvo' }],
    [
      'a message of 501 characters',
      { message: 'x'.repeat(501) },
      { message: 'Viesti on liian pitkä' },
    ],
    ['a message that is not text', { message: 42 }, { message: 'Pakollinen tieto' }],
    [
      'extra_info of 20 001 characters',
      { extra_info: 'x'.repeat(20_001) },
      { extra_info: 'Teksti on liian pitkä' },
    ],
    [
      'extra_info that is not text',
      { extra_info: ['<p>'] },
      { extra_info: 'Anna kelvollinen arvo' },
    ],
    [
      'times without a zone',
      { start_showing: '2026-11-23T09:00', stop_showing: '2026-11-24' },
      {
        start_showing: 'Anna ajankohta aikavyöhykkeen kanssa (ISO 8601)',
        stop_showing: 'Anna ajankohta aikavyöhykkeen kanssa (ISO 8601)',
      },
    ],
    [
      'stop before start',
      { start_showing: '2026-11-24T00:00:00Z', stop_showing: '2026-11-23T23:59:59Z' },
      { stop_showing: 'Päättymisajan tulee olla alkamisajan jälkeen' },
    ],
    [
      'stop equal to start (another offset)',
      { start_showing: '2026-11-24T00:00:00Z', stop_showing: '2026-11-24T02:00:00+02:00' },
      { stop_showing: 'Päättymisajan tulee olla alkamisajan jälkeen' },
    ],
  ])('refuses %s: 400 naming the fields, nothing created', async (_, patch, fields) => {
    const payload = Object.keys(patch).length === 0 ? {} : { ...valid, ...patch };
    const before = await list();
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toEqual(fields);
    expect(await list()).toEqual(before);
  });

  it('accepts a message of 500 and extra_info of 20 000 characters', async () => {
    const res = await create({
      ...valid,
      message: 'x'.repeat(500),
      extra_info: 'y'.repeat(20_000),
    });
    expect(res.statusCode).toBe(201);
    await admin.inject({ method: 'DELETE', url: `/api/notification/${res.json().id}` });
  });

  it('names the fields in English for an English client', async () => {
    const res = await create(
      {
        ...valid,
        message: '',
        start_showing: '2026-11-24T00:00:00Z',
        stop_showing: '2026-11-23T00:00:00Z',
      },
      'en',
    );
    expect(res.json().fields).toEqual({
      message: 'This information is required',
      stop_showing: 'End must be after start',
    });
  });

  it('sanitises hostile extra_info: no scripts, handlers, javascript: or data: URLs, safe links', async () => {
    const hostile =
      '<p onclick="steal()">Hei<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><svg onload="alert(3)"><circle/></svg>' +
      '<a href="javascript:alert(4)">a</a><a href=" JaVaScRiPt:alert(5)">b</a>' +
      '<a href="data:text/html,<script>alert(6)</script>">c</a>' +
      '<a href="https://example.fi" target="_self" rel="opener" onmouseover="x()">d</a>' +
      '<a href="mailto:asiakaspalvelu@example.fi">e</a><form action="/x"><input name="p"></form>' +
      '<a href="//evil.example/x">f</a><a href="/ostari">g</a>';
    const res = await create({ ...valid, extra_info: hostile });
    expect(res.statusCode).toBe(201);
    const stored = res.json().extra_info as string;
    expect(stored).toBe(
      '<p>Hei</p>abc' +
        '<a href="https://example.fi" target="_blank" rel="noopener noreferrer">d</a>' +
        '<a href="mailto:asiakaspalvelu@example.fi" target="_blank" rel="noopener noreferrer">e</a>' +
        'f<a href="/ostari" target="_blank" rel="noopener noreferrer">g</a>',
    );
    const { id } = res.json() as { id: number };
    const read = await admin.inject({ method: 'GET', url: `/api/notification/${id}` });
    expect(read.json().extra_info).toBe(stored);
    const shown = (await banners()).find((b) => b.id === id) as unknown as { extra_info: string };
    expect(shown.extra_info).toBe(stored);
    // Saving the stored text again (the edit form sends it back) changes nothing.
    const again = await create({ ...valid, extra_info: stored });
    expect(again.json().extra_info).toBe(stored);
  });

  it('stores extra_info with nothing left after sanitising, or only white space, as none', async () => {
    for (const extra_info of ['<script>alert(1)</script>', '  ', '', null]) {
      const res = await create({ ...valid, extra_info });
      expect(res.json().extra_info).toBeNull();
    }
    const res = await create({ ...valid, extra_info: undefined });
    expect(res.json().extra_info).toBeNull();
  });

  it('updates with PUT (extra_info sanitised, state recomputed) and refuses bad input unchanged', async () => {
    const id = await createdId(valid);
    const res = await saveNotification(admin, id, {
      ...valid,
      type: 'INFO',
      message: 'Päivitetty',
      extra_info: '<b onmouseover="x()">lihava</b><script>y()</script>',
      start_showing: '2026-12-01T08:00:00+02:00',
      stop_showing: '2026-12-02T08:00:00+02:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      type: 'INFO',
      message: 'Päivitetty',
      extra_info: '<b>lihava</b>',
      start_showing: '2026-12-01T06:00:00.000Z',
      stop_showing: '2026-12-02T06:00:00.000Z',
      message_en: null,
      extra_info_en: null,
      message_sv: null,
      extra_info_sv: null,
      state: 'upcoming',
    });
    const before = await list();
    const bad = await saveNotification(admin, id, {
      ...valid,
      stop_showing: '2026-11-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      stop_showing: 'Päättymisajan tulee olla alkamisajan jälkeen',
    });
    expect(await list()).toEqual(before);
  });

  it('deletes with DELETE: 204, then 404', async () => {
    const id = await createdId(valid);
    const res = await admin.inject({ method: 'DELETE', url: `/api/notification/${id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list()).map((r) => r.id)).not.toContain(id);
    const again = await admin.inject({ method: 'DELETE', url: `/api/notification/${id}` });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 NOT_FOUND for unknown ids on GET, PUT and DELETE, changing nothing', async () => {
    const before = await list();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await admin.inject({
        method,
        url: '/api/notification/999999',
        ...(method === 'PUT' ? { payload: valid } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    expect(await list()).toEqual(before);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999999999999'])(
    'answers 400 for the id %s',
    async (id) => {
      const res = await admin.inject({ method: 'GET', url: `/api/notification/${id}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['id']);
    },
  );

  it('refuses every back-office call without a session: 401, nothing changes', async () => {
    const before = await list();
    const id = before[0]!.id;
    for (const [method, url] of [
      ['GET', '/api/notification/list'],
      ['GET', `/api/notification/${id}`],
      ['POST', '/api/notification'],
      ['PUT', `/api/notification/${id}`],
      ['DELETE', `/api/notification/${id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: t.config.publicUrl },
        ...(method === 'POST' || method === 'PUT' ? { payload: valid } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await list()).toEqual(before);
  });
});
