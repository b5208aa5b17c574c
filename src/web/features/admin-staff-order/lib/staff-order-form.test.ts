import { describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import {
  contactOf,
  emptyStaffOrder,
  formFieldOf,
  isOverrideStart,
  offeredStarts,
  staffOrderBody,
  staffOrderFormSchema,
  startTimes,
} from './staff-order-form';

describe('the phone order form', () => {
  it('offers starts every 15 minutes from 08:00 to 15:45', () => {
    expect(startTimes).toHaveLength(32);
    expect(startTimes[0]).toBe('08:00');
    expect(startTimes[1]).toBe('08:15');
    expect(startTimes.at(-1)).toBe('15:45');
  });

  it.each([
    // Winter (UTC+2), summer (UTC+3), and the days the clocks turn.
    ['2026-12-15', '08:00', '2026-12-15T06:00:00.000Z'],
    ['2027-06-15', '10:15', '2027-06-15T07:15:00.000Z'],
    ['2027-03-28', '08:00', '2027-03-28T05:00:00.000Z'],
    ['2026-10-25', '15:45', '2026-10-25T13:45:00.000Z'],
  ])('makes the start of %s %s in Helsinki time', (day, time, start) => {
    const form = staffOrderFormSchema.parse({
      ...emptyStaffOrder(day),
      address: { ...privateContact, paymentType: 'BILL' },
      cleanerId: '7',
      time,
      discountCode: '',
    });
    const quantities = { ...emptyQuantities, balconyGlassAmount: 2 };
    expect(staffOrderBody(form, quantities)).toMatchObject({
      start,
      shippingDay: day,
      cleanerId: 7,
      notifyCustomer: true,
      balconyGlassAmount: 2,
    });
    expect(staffOrderBody(form, quantities)).not.toHaveProperty('discountCode');
  });

  it('refuses a start off the grid and names the missing contact fields', () => {
    const result = staffOrderFormSchema.safeParse({
      ...emptyStaffOrder('2026-12-15'),
      time: '16:00',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'time',
        'cleanerId',
        'address.name',
        'address.phone',
        'address.terms',
      ]),
    );
  });

  it("puts the server's start and day errors on the day field", () => {
    expect(formFieldOf('start')).toBe('day');
    expect(formFieldOf('shippingDay')).toBe('day');
    expect(formFieldOf('address.phone')).toBe('address.phone');
  });
});

describe('the phone order form of issue 24', () => {
  const valid = (patch: Record<string, unknown>) =>
    staffOrderFormSchema.safeParse({
      ...emptyStaffOrder('2026-12-15'),
      address: { ...privateContact, paymentType: 'BILL' },
      cleanerId: '7',
      time: '10:00',
      ...patch,
    });

  it.each([
    ['', 'validation.washer_required'],
    [undefined, 'validation.washer_required'],
    ['0', 'validation.must_be_positive'],
  ])('names a missing washer (%j) as such', (cleanerId, message) => {
    const result = valid({ cleanerId });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((i) => i.path.join('.') === 'cleanerId');
    expect(issues[0]?.message).toBe(message);
  });

  it.each([
    ['08:05', true], // a washer's 5-minute grid
    ['15:59', true],
    ['07:59', false],
    ['16:00', false],
    ['', false],
  ])('takes a start %s inside the working day: %s', (time, ok) => {
    expect(valid({ time }).success).toBe(ok);
  });

  it.each([
    ['10:00', ['09:00', '10:00'], false],
    ['10:15', ['09:00', '10:00'], true],
    ['', ['09:00'], false],
    ['08:00', [], true],
  ])('marks %s outside the free starts %j as an override: %s', (time, free, isOverride) => {
    expect(isOverrideStart(time, free)).toBe(isOverride);
  });

  it('offers the free starts, or with the override every start and the free ones', () => {
    expect(offeredStarts(['08:05', '13:00'], false)).toEqual(['08:05', '13:00']);
    const all = offeredStarts(['08:05', '13:00'], true);
    expect(all).toHaveLength(96);
    expect(all.slice(0, 4)).toEqual(['08:00', '08:05', '08:10', '08:15']);
    expect(all.at(-1)).toBe('15:55');
    expect(startTimes.every((time) => all.includes(time))).toBe(true);
  });

  it("fills the contact fields from a found customer's newest order", () => {
    expect(
      contactOf({
        name: 'Liisa Löytö',
        phone: '050 765 4321',
        email: 'liisa@example.fi',
        streetAddress: 'Hakakatu 3',
        postalCode: '00530',
        city: 'Helsinki',
        company: true,
        companyName: 'Löytö Oy',
        companyVat: null,
        language: 'en',
        lastOrderAt: '2026-11-20T10:00:00.000Z',
      }),
    ).toEqual({
      name: 'Liisa Löytö',
      phone: '050 765 4321',
      email: 'liisa@example.fi',
      streetAddress: 'Hakakatu 3',
      postalCode: '00530',
      city: 'Helsinki',
      company: true,
      companyName: 'Löytö Oy',
      companyVat: '',
    });
  });

  it('sends a recurring order with its interval', () => {
    const form = staffOrderFormSchema.parse({
      ...emptyStaffOrder('2026-12-15'),
      address: { ...privateContact, paymentType: 'BILL', repeated_order: true, clean_interval: 6 },
      cleanerId: 7,
      time: '10:00',
    });
    expect(staffOrderBody(form, emptyQuantities).address).toMatchObject({
      repeated_order: true,
      clean_interval: 6,
    });
  });
});
