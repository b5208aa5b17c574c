import { describe, expect, it } from 'vitest';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import { MemoryStorage } from '#web/test-support/memory-storage.ts';
import {
  deviceCopyCookie,
  deviceOrderKey,
  deviceOrderMaxAgeMs,
  readDeviceCopy,
  unfinishedOrderPart,
  writeDeviceCopy,
} from './order-device-copy';
import { checkedSavedOrder } from './saved-order-check';

const now = Date.parse('2026-11-28T10:00:00Z');
const order = {
  quantities: { ...emptyQuantities, windows: [{ windowId: 1, amount: 4 }] },
  additionalInfo: 'Ovikoodi 1234, soita Maijalle',
  discount: { code: 'KEVÄT25', type: 'PERCENT', discount: 10 },
  shippingDay: '2026-12-10',
  starting: '13:30',
  cleanerId: 2,
  address: { postalCode: '00100', streetAddress: 'Kotikatu 1 A 2', city: 'Helsinki' },
  mall: null,
  company: false,
  contact: { name: 'Maija Meikäläinen', email: 'maija@example.fi', phone: '040 123 4567' },
  orderAttempt: { idempotencyKey: 'key-1', fingerprint: '{"name":"Maija"}' },
  createdOrder: null,
};

describe('the unfinished order on the device', () => {
  it('keeps what to wash, the code, the postal code and the chosen time; nothing personal', () => {
    const storage = new MemoryStorage();
    writeDeviceCopy(storage, order, now);
    const raw = storage.getItem(deviceOrderKey)!;
    for (const personal of ['Maija', 'Kotikatu', 'Helsinki', '1234', 'key-1']) {
      expect(raw).not.toContain(personal);
    }
    const restored = readDeviceCopy(storage, now + 60_000);
    expect(restored).toEqual({
      quantities: order.quantities,
      discount: order.discount,
      shippingDay: '2026-12-10',
      starting: '13:30',
      cleanerId: 2,
      address: { postalCode: '00100' },
      mall: null,
      company: false,
    });
    // What comes back is a saved order the store accepts.
    expect(checkedSavedOrder(restored)).not.toBeNull();
  });

  it('is removed once the order is made', () => {
    const storage = new MemoryStorage();
    writeDeviceCopy(storage, order, now);
    const created = { reference: 'r', customer_email: 'maija@example.fi' };
    expect(unfinishedOrderPart({ ...order, createdOrder: created })).toBeNull();
    writeDeviceCopy(storage, { ...order, createdOrder: created }, now);
    expect(storage.getItem(deviceOrderKey)).toBeNull();
    expect(readDeviceCopy(storage, now)).toBeNull();
  });

  it.each([
    ['a day old', 24 * 60 * 60_000, true],
    ['a week old to the millisecond', deviceOrderMaxAgeMs, true],
    ['older than a week', deviceOrderMaxAgeMs + 1, false],
  ])('%s: picked up %s', (_name, age, isKept) => {
    const storage = new MemoryStorage();
    writeDeviceCopy(storage, order, now);
    const restored = readDeviceCopy(storage, now + age);
    expect(restored === null).toBe(!isKept);
    // An expired copy leaves the device.
    expect(storage.getItem(deviceOrderKey) === null).toBe(!isKept);
  });

  it.each<[string, string]>([
    ['not JSON', '{"savedAt":'],
    ['not a copy', JSON.stringify(['order'])],
    ['without its time', JSON.stringify({ state: { shippingDay: '2026-12-10' } })],
    ['a time as text', JSON.stringify({ savedAt: String(now), state: {} })],
    ['saved in the future (kept for ever)', JSON.stringify({ savedAt: now + 1e12, state: {} })],
    ['a state that is no object', JSON.stringify({ savedAt: now, state: 'x' })],
  ])('a tampered copy (%s) is unreadable and removed', (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(deviceOrderKey, raw);
    expect(readDeviceCopy(storage, now)).toBe('unreadable');
    expect(storage.getItem(deviceOrderKey)).toBeNull();
  });

  it('takes only its own fields from a copy given personal ones', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      deviceOrderKey,
      JSON.stringify({ savedAt: now, state: { ...order, contact: { name: 'X' } } }),
    );
    const restored = readDeviceCopy(storage, now) as Record<string, unknown>;
    expect(restored).not.toHaveProperty('contact');
    expect(restored).not.toHaveProperty('orderAttempt');
    expect(restored.address).toEqual({ postalCode: '00100' });
  });

  it('a copy of the right frame but a wrong field is refused by the store check', () => {
    const storage = new MemoryStorage();
    const tampered = { ...order, discount: { code: 'X', type: 'HALF', discount: 99 } };
    writeDeviceCopy(storage, tampered, now);
    expect(checkedSavedOrder(readDeviceCopy(storage, now))).toBeNull();
  });
});

describe("the device copy's cookie (decision 092)", () => {
  const cookieValue = (cookie: string) => /^unfinished-order=([^;]*)/.exec(cookie)![1]!;

  it('carries the device copy for a week, to every page, URI-encoded', () => {
    const storage = new MemoryStorage();
    const raw = writeDeviceCopy(storage, order, now)!;
    expect(raw).toBe(storage.getItem(deviceOrderKey));
    const cookie = deviceCopyCookie(raw, false);
    expect(decodeURIComponent(cookieValue(cookie))).toBe(raw);
    expect(cookieValue(cookie)).not.toMatch(/[;,\s"]/);
    expect(cookie).toContain('; Path=/; Max-Age=604800; SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(deviceCopyCookie(raw, true)).toMatch(/; Secure$/);
    for (const personal of ['Maija', 'Kotikatu', 'Helsinki', '1234', 'key-1']) {
      expect(decodeURIComponent(cookie)).not.toContain(personal);
    }
  });

  it('is removed with the copy once the order is made', () => {
    const created = { ...order, createdOrder: { reference: 'r' } };
    expect(writeDeviceCopy(new MemoryStorage(), created, now)).toBeNull();
    expect(deviceCopyCookie(null, true)).toBe(
      'unfinished-order=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });
});
