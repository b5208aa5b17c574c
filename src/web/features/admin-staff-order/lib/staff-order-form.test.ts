import { describe, expect, it } from 'vitest';
import { privateContact } from '#contracts/contact-form.fixture.ts';
import { emptyQuantities } from '#domain/order/order-quantities.ts';
import {
  emptyStaffOrder,
  formFieldOf,
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
