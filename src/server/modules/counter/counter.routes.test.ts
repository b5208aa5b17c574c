import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterApiSchema } from '#contracts/counter.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

describe('GET /api/counter/:counterId', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (id: string, lang = 'fi') =>
    t.app.inject({
      method: 'GET',
      url: `/api/counter/${id}`,
      headers: { 'accept-language': lang },
    });

  it('answers the stored configuration with the field names of the specification', async () => {
    const res = await get('1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(counterApiSchema.parse(body)).toEqual(body);
    expect(body.id).toBe(1);
    expect(body.base_price).toBeGreaterThan(0);
    expect(body.minimum_price).toBeGreaterThan(0);
    for (const field of [
      'balcony_glass_price',
      'balcony_glass_railing_obstacle_meter_price',
      'terrace_glass_roof_fixed_price',
      'high_window_opening_base_price',
      'misc_fastener_price',
      'base_time',
      'balcony_railing_obstacle_meter_washing_time',
      'high_window_base_easoft_id',
      'high_window_opening_base_easoft_id',
      'misc_seal_base_easoft_item_id',
      'show_video_guide',
      'base_price_info_block',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body.windows.length).toBeGreaterThanOrEqual(10);
    for (const w of body.windows) {
      expect(Object.keys(w).sort()).toEqual(
        [
          'default_amount',
          'easoft_item_id',
          'id',
          'image',
          'price',
          'title',
          'title_eng',
          'title_sv',
          'washing_time',
        ].sort(),
      );
      expect(w.image).toMatch(/^data:image\/svg\+xml/);
    }
  });

  it('answers the active configuration for 8888 and 9999', async () => {
    const stored = (await get('1')).json();
    for (const alias of ['8888', '9999']) {
      const res = await get(alias);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(stored);
    }
  });

  it('answers 404 for any other id', async () => {
    for (const id of ['2', '8887', '10000']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('answers 400 naming the parameter for a malformed id, in the client language', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(400);
      const body = res.json();
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields)).toEqual(['counterId']);
    }
    const en = (await get('abc', 'en')).json();
    const fi = (await get('abc', 'fi')).json();
    expect(en.fields.counterId).not.toEqual(fi.fields.counterId);
    expect(en.message).toContain('counterId');
  });

  it('answers 404 when no configuration is stored', async () => {
    const empty = await createTestApp({ empty: true });
    const res = await empty.app.inject({ method: 'GET', url: '/api/counter/9999' });
    expect(res.statusCode).toBe(404);
    await empty.close();
  });
});
